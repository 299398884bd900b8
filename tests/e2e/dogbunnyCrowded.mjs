// A crowded DogBunny level: the unit tests of where its words go and the browser's measure share it.

/** a square lattice of `side` × `side` nodes one grid point apart, each joined to its right and lower neighbour, each edge with a condition */
export function lattice(side) {
  const name = (x, y) => `n${y * side + x}`;
  const lines = [];
  for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) lines.push(`node ${name(x, y)} ${x} ${y}`);
  let k = 0;
  const condition = () => name((k * 7) % side, (k++ * 5) % side);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (x + 1 < side) lines.push(`edge ${name(x, y)} <-> ${name(x + 1, y)} if ${condition()}`);
      if (y + 1 < side) lines.push(`edge ${name(x, y)} -> ${name(x, y + 1)} if ${condition()}`);
    }
  }
  return [...lines, 'bunny n0', `goal bunny ${name(side - 1, side - 1)}`].join('\n');
}

/**
 * A 5 × 5 lattice one grid point apart, every neighbour joined both ways, two edges in three with
 * a condition, a row of bunny goals along its foot and dog goals along its head and the row
 * under it, and a dozen animals: each goal's name has two lines, wider than a grid point.
 */
export function goalRows() {
  const side = 5;
  const name = (x, y) => `n${y * side + x}`;
  const lines = [];
  for (let y = 0; y < side; y++) for (let x = 0; x < side; x++) lines.push(`node ${name(x, y)} ${x} ${y}`);
  let k = 0;
  const condition = () => (k++ % 3 === 0 ? ` if ${name((k * 3) % side, (k * 2) % side)}` : k % 3 === 1 ? ` if !${name((k * 2) % side, (k * 3) % side)}` : '');
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      if (x + 1 < side) lines.push(`edge ${name(x, y)} <-> ${name(x + 1, y)}${condition()}`);
      if (y + 1 < side) lines.push(`edge ${name(x, y)} <-> ${name(x, y + 1)}${condition()}`);
    }
  }
  const animals = ['bunny n0', 'bunny n0', 'dog n0', 'bunny n4', 'dog n4', 'dog n12', 'dog n12', 'dog n12', 'bunny n12', 'bunny n6', 'dog n6', 'bunny n6'];
  return [...lines, ...animals, 'goal bunny n24 n20 n23 n21 n22 n19', 'goal dog n2 n1 n3 n7 n8 n9'].join('\n');
}

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

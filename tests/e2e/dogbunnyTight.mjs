// DogBunny levels whose words have little room: the unit test of where they go and the browser's measure share them.

/** four long names on nodes a grid point apart, and a condition between two of them */
export const SQUARE = `node kennel-by-the-old-oak 0 0
node garden-gate-north 1 0
node vegetable-patch 0 1
node carrot-field-east 1 1
edge kennel-by-the-old-oak <-> garden-gate-north
edge garden-gate-north <-> carrot-field-east
edge vegetable-patch <-> carrot-field-east
edge kennel-by-the-old-oak -> vegetable-patch if carrot-field-east
dog kennel-by-the-old-oak
bunny vegetable-patch
goal bunny carrot-field-east
`;
/** a board one column wide, and a condition along it wider than the board */
export const COLUMN = `node well 0 0
node house 0 2
node old-oak-tree 0 4
node garden-gate 0 6
edge well -> house if old-oak-tree !garden-gate
edge house <-> old-oak-tree
edge old-oak-tree <-> garden-gate
bunny well
goal bunny garden-gate
`;

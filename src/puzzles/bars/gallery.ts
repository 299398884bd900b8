import type { GalleryLevel } from '../types.ts';

export const BARS_GALLERY: readonly GalleryLevel[] = [
  { name: 'Lovecraft 4×4', text: 'pattern cross\ngoal 1\n0110\n1001\n1011\n0100\n' },
  { name: 'Lights Out 5×5', text: 'pattern plus\ngoal 0\n01010\n11011\n00100\n11011\n01010\n' },
  { name: 'Vault door 6×6', text: 'pattern cross\ngoal 1\n100001\n010010\n001100\n001100\n010010\n100001\n' },
  { name: 'Lights Out 3×3', text: 'pattern plus\ngoal 0\n101\n010\n101\n' },
  { name: 'Treasury 8×8', text: 'pattern cross\ngoal 1\n10110010\n01001101\n11100011\n00011100\n10100101\n01011010\n11000111\n00111000\n' },
];

import type { GalleryLevel } from '../types.ts';

export const ANEMONES_GALLERY: readonly GalleryLevel[] = [
  {
    name: 'Botanicula',
    text: `anemones 7
tap 1 lowers 5 7
tap 2 lowers 3 6
tap 3 lowers 2 4
tap 4 lowers 3 5
tap 5 lowers 4 1
tap 6 lowers 2
tap 7 lowers 1
start 1 6
goal 7
`,
  },
  {
    name: 'Neighbours',
    text: `; each anemone pulls down the ones beside it
anemones 6
tap 1 lowers 2
tap 2 lowers 1 3
tap 3 lowers 2 4
tap 4 lowers 3 5
tap 5 lowers 4 6
tap 6 lowers 5
start 1 3 5
goal 2 4 6
`,
  },
  {
    name: 'Ring of eight',
    text: `; tapping one pulls down the next two round the ring
anemones 8
tap 1 lowers 2 3
tap 2 lowers 3 4
tap 3 lowers 4 5
tap 4 lowers 5 6
tap 5 lowers 6 7
tap 6 lowers 7 8
tap 7 lowers 8 1
tap 8 lowers 1 2
start 2 5
goal 1 4 7
`,
  },
  {
    name: 'Stubborn one',
    text: `; anemone 1 pulls itself down: only the others can help
anemones 5
tap 1 lowers 1 2
tap 2 lowers 1
tap 3 lowers 2 4
tap 4 lowers 1
tap 5 lowers 4 1
start 1
goal 2 3 4 5
`,
  },
];

import type { GalleryLevel } from '../types.ts';

export const DOGBUNNY_GALLERY: readonly GalleryLevel[] = [
  {
    name: 'DogBunny',
    text: `node blank-1 0 2
node well 0 0
node tree 2 0
node blank-2 4 1
node house 2 2
node carrot 4 3
node bone 2 4
edge blank-1 -> well if house
edge well <-> tree
edge blank-1 <-> carrot
edge blank-1 <-> house
edge tree <-> blank-2 if bone
edge carrot -> blank-2
edge carrot <-> bone if tree well
edge blank-2 <-> house
edge bone -> house if carrot
bunny house
bunny blank-2
dog tree
goal bunny carrot
goal dog bone
`,
  },

  {
    name: 'Bridge',
    text: `; the bridge only holds while the island is empty
node meadow 0 0
node bridge 2 0
node island 4 0
node kennel 2 2
node burrow 0 2
edge meadow <-> bridge if !island
edge bridge -> island
edge island -> kennel if burrow
edge meadow <-> kennel
edge kennel <-> burrow if !meadow
edge burrow -> bridge if kennel
dog kennel
bunny meadow
goal dog island
goal bunny burrow
`,
  },
  {
    name: 'Two bunnies',
    text: `; bunnies are interchangeable: any bunny may take either carrot
node field 0 1
node hedge 2 0
node barn 2 2
node patch-1 4 0
node patch-2 4 2
node kennel 6 1
edge field <-> hedge
edge field <-> barn if !kennel
edge hedge -> patch-1 if barn
edge barn -> patch-2 if hedge
edge patch-1 <-> kennel
edge patch-2 <-> kennel if patch-1
edge kennel -> field if !hedge !barn
bunny field
bunny field
dog kennel
goal bunny patch-1 patch-2
goal dog field
`,
  },
  {
    name: 'Night watch',
    text: `; the dog must guard the gate while the bunnies slip past
node gate 2 2
node yard 0 2
node garden 4 2
node shed 2 0
node pond 2 4
node lettuce 6 0
node clover 6 4
edge yard <-> gate
edge gate <-> garden if shed
edge yard <-> shed
edge shed <-> garden if !gate
edge yard <-> pond
edge pond -> garden if gate
edge garden -> lettuce if !pond
edge garden -> clover if pond
edge lettuce <-> clover
dog yard
bunny yard
bunny shed
goal bunny lettuce clover
goal dog pond
`,
  },
];

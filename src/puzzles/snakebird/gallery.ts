import type { GalleryLevel } from '../types.ts';

// The classic levels of the seed files (classic format), then levels of our own. The seed's
// level02 and level03 are the same map, byte for byte, so it is here once, as Classic 2 (the
// others keep their seed numbers).
export const SNAKEBIRD_GALLERY: readonly GalleryLevel[] = [
  { name: 'Classic 0', text: `----------------------
--------##-----*------
--------####----------
----#----##-----------
------#--#---+-#------
---CBA---#-#---##---+-
-#######---##-------##
######################
` },
  { name: 'Classic 1', text: `---*--
------
#-----
+--#+#
------
-#BA--
-####-
-####-
-###--
` },
  { name: 'Classic 2', text: `---##-------
---###------
--####--*---
-#####------
-##-+#---C--
-##-----AB-+
###--#####--
#######-##--
#######--#--
` },
  { name: 'Classic 4', text: `--CBA-*
--D#---
-------
#^---^#
-^-----
-^^#^--
---+---
-----#-
----##-
----##-
` },
  { name: 'Classic 5', text: `---*-
-#---
+--+#
-----
^#--#
-BA^^
-C#^-
` },
  { name: 'Classic 6', text: `---##----
---##----
--##-----
-###-----
--#+-#---
--#-----*
BA---#---
C##^-----
D-###----
` },
  { name: 'Classic 7', text: `------*---
----------
---#------
----------
#---------
#---------
#--#---abc
---#--ABCd
------####
` },
  { name: 'Classic 8', text: `--------------*-
----------------
--CBA--------###
-EDabc-----^^^##
######^^^--^----
-#####--^^#^----
` },
  { name: 'Classic 9', text: `----*---
--------
--------
----#^--
--------
--------
---^^---
-#------
-----#--
--------
--------
CBA--ab-
D#####cd
####-##e
` },
  { name: 'Classic 10', text: `-###-----
####-*---
---#-----
-+-#---D#
-----ABC#
--####-##
---###-#-
-----#-+-
-----#-##
-----#-##
----##-##
----####-
` },
  // designed levels, one idea each (jsnell format: '.' wall, '#' spikes, 'O' fruit, 'T' teleporter, digits blocks)
  { name: 'Bridge of blocks', text: `.............
.           .
.           .
.           .
. >>R000   *.
......   ....
......###....
.............
` },
  { name: 'Teleporter', text: `............
.      .  *.
.      .   .
.      . O .
. >R  T. T .
............
` },
  { name: 'Stairs', text: `..........
.      * .
.        .
.        .
.     00 .
. >>R 00 .
..........
` },
  // Under Snakefall's rules (links in its format: snakefall.ts). Skylight needs a teleport to
  // come before the exit; in the others the map's edges stand in for walls, and a block's cells
  // lie apart (docs/families/snakebird.md).
  { name: 'Snakefall: Skylight', text: 'HyRr4JK1&7&10?*2054*S0*01*705*00*62/s0?31&30/f0?33/\n' },
  { name: 'Snakefall: Boxed in', text: 'HyRr4JK1&6&9?000101*801*20102*204002*00100111010111/s0?7&16&17/f0?8/\n' },
  { name: 'Snakefall: Far apart', text: 'HyRr4JK1&5&7?4*L0100*0101/s0?10&9/s1?21/b0?27&12/f0?13/f1?15/\n' },
  { name: 'Snakefall: Loose ends', text: 'HyRr4JK1&7&9?001*9010020014*501*002001*70*31011/s0?13&12&11/s1?18/b0?45&40/f0?7/f1?36/\n' },
];

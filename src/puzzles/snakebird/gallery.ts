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
];

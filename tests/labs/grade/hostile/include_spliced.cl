/* include_spliced: the directive's name split by a backslash-newline, a comment between # and it. */
#/* nothing to see */inc\
lude "cl/labs/solutions/02-vector-loads.cl"

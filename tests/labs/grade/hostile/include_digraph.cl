/* include_digraph: the solution included through the digraph %:, spaces before the name. */
%:  include "cl/labs/solutions/02-vector-loads.cl"

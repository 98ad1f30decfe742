/* include_peer: another student's file (the planted class's correct.cl), by a relative path. */
#include "tests/labs/grade/lab02/correct.cl"

/* gradebook.c - a class's grade: the rubric, the scores and the files
 * graders read (gradebook.h). */
#include "simtlab/gradebook.h"

/* hidden.c - a lab's hidden datasets (lab.h, sl_lab_with_hidden). */
#include "simtlab/lab.h"

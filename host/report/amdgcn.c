/* amdgcn.c - AMD GPU code compiled offline, read (amdgcn.h). */
#include "simtlab/amdgcn.h"

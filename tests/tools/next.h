/* next.h - for the LD_PRELOAD tools (clcount.c, clfault.c): the loader's
 * own entry point behind a wrapper. Include after _GNU_SOURCE and <dlfcn.h>. */
#ifndef SIMTLAB_TOOLS_NEXT_H
#define SIMTLAB_TOOLS_NEXT_H

#include <string.h>

/* dst = dlsym(RTLD_NEXT, name). ISO C has no cast from void * to a
 * function pointer: copy the bits. */
static inline void resolve_next(void *dst, size_t size, const char *name)
{
    void *p = dlsym(RTLD_NEXT, name);
    memcpy(dst, &p, size);
}

/* Fill every field of a struct of function pointers named as the functions
 * in the X-macro list FNS: struct s { FNS(NEXT_FIELD) } next; then
 * NEXT_RESOLVE_ALL(FNS, next). */
#define NEXT_FIELD(name) __typeof__(name) *name;
#define NEXT_RESOLVE_ONE_(name) resolve_next(&next_target_->name, sizeof next_target_->name, #name);
#define NEXT_RESOLVE_ALL(FNS, s)                                                                                       \
    do {                                                                                                               \
        __typeof__(s) *next_target_ = &(s);                                                                            \
        FNS(NEXT_RESOLVE_ONE_)                                                                                         \
    } while (0)

#endif

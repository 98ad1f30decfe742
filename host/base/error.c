/* error.c - simtlab's error reports (error.h): no OpenCL here; an OpenCL
 * code's name and hint are runtime/clerror.c's. */
#include "simtlab/error.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int sl_err_vset(sl_err *e, int rc, const char *fmt, va_list ap)
{
    if (!e)
        return rc;
    e->cl = 0;
    if (vsnprintf(e->msg, sizeof e->msg, fmt, ap) < 0)
        e->msg[0] = '\0';
    return rc;
}

int sl_err_set(sl_err *e, int rc, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    sl_err_vset(e, rc, fmt, ap);
    va_end(ap);
    return rc;
}

void sl_err_detail(sl_err *e, const char *text)
{
    if (!e)
        return;
    free(e->detail);
    e->detail = NULL;
    if (text) {
        size_t n = strlen(text) + 1;
        e->detail = malloc(n);
        if (e->detail)
            memcpy(e->detail, text, n);
    }
}

void sl_err_clear(sl_err *e)
{
    if (!e)
        return;
    free(e->detail);
    e->detail = NULL;
    e->cl = 0;
    e->msg[0] = '\0';
}

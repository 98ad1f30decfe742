/* interrupt.h - SIGINT and SIGTERM during a run.
 *
 * A benchmark run can take minutes; ^C must neither lose the rows already
 * measured nor leave a half-written file. The first SIGINT or SIGTERM only
 * sets a flag: the timing loop and the case runner see it, abandon the case
 * in flight and return SL_E_INTR, and the CLI writes every finished row and
 * exits 128 + the signal (130, 143). A second signal exits at once.
 *
 * Only commands that check the flag install the handler: anywhere else ^C
 * keeps its default meaning.
 */
#ifndef SIMTLAB_INTERRUPT_H
#define SIMTLAB_INTERRUPT_H

/* Catch SIGINT and SIGTERM as above. */
void sl_interrupt_install(void);

/* 0, or the signal that asked the run to stop. */
int sl_interrupted(void);

/* An empty directory the second signal removes before it exits (rmdir(2)
 * is async-signal-safe; one that is not empty stays); NULL forgets it.
 * The path is copied. */
void sl_interrupt_rmdir_on_exit(const char *path);

/* Forget a signal that was seen (tests). */
void sl_interrupt_reset(void);

#endif

/* twins.h - the slow card among identical ones (`simtlab run -d all`).
 *
 * A node's identical GPUs should measure alike; one that does not (a card
 * in a slower PCIe slot, throttled by heat, with a bad HBM stack) is what a
 * site checking a delivery looks for. Devices are twins when their group
 * ids are equal (the CLI groups by device name). For each device and each
 * case (a "line") where it and at least one twin have a figure, the ratio
 * of its figure to the median of its twins' figures on that line (the
 * others', not its own: with two cards each is measured against the
 * other). A device's verdict is the median of its ratios over the lines:
 * one noisy case (a latency probe, a tiny size) cannot flag a card, a card
 * slow across the board is flagged. It is slow when that median is below
 * 1 - margin. Pure C, no device. */
#ifndef SIMTLAB_TWINS_H
#define SIMTLAB_TWINS_H

#include <stdbool.h>
#include <stddef.h>

/* The most devices one check takes (a node's GPUs, or a -d list). */
#define SL_TWIN_MAX_DEVICES 64

typedef struct sl_twin_verdict {
    size_t twins;        /* other devices in its group */
    size_t compared;     /* lines where it and a twin both have a figure */
    double ratio;        /* median over those lines of figure / twins' median; NAN when none */
    double worst;        /* the lowest of those ratios; NAN when none */
    size_t worst_line;   /* its line */
    size_t below;        /* lines whose ratio is below 1 - margin */
    bool slow;           /* ratio < 1 - margin */
} sl_twin_verdict;

/* Device d's figure on line l over the median of its twins' figures there
 * (vals and group as below, n_dev <= SL_TWIN_MAX_DEVICES): NAN when d or
 * every twin has none. */
double sl_twin_line_ratio(const double *vals, const int *group, size_t n_dev, size_t n_lines, size_t l, size_t d);

/* vals[d * n_lines + l]: device d's figure on line l, NAN (or <= 0) when
 * it has none; group[d]: device d's group. margin in [0, 1). out[d] for
 * every device (zeroed, ratio NAN, for one without twins or figures).
 * SL_OK, SL_E_USAGE for a margin out of range or more than
 * SL_TWIN_MAX_DEVICES devices, SL_FAIL when memory runs out. */
int sl_twin_check(const double *vals, const int *group, size_t n_dev, size_t n_lines, double margin,
                  sl_twin_verdict *out);

#endif

/* test_hidden.c - hidden datasets (lab.h, sl_lab_with_hidden), pure: for
 * every lab and many seeds the published datasets kept in order with the
 * timed one last, SL_LAB_HIDDEN_MAX hidden ones before it, labelled, in
 * bounds, none a published size, the same for the same seed, different
 * for others; and the sizes a grader relies on (a size one short of a
 * group, a single column) there for every seed. That each hidden dataset
 * passes with the reference solution is a device's job (the CLI test). */
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "simtlab/lab.h"
#include "simtlab/parse.h"

#define MIB (1024ull * 1024ull)
/* bounds the module promises: small enough for PoCL and oclgrind */
#define MAX_1D_ELEMS 200000ull
#define MAX_SIDE_PRODUCT 1000000ull
#define MAX_COLS 32768ull
#define MAX_MNK_SIDE 300ull

static const uint64_t seeds[] = { 0, 1, 2, 3, 4, 5, 7, 42, 1234567, 0xFFFFFFFFFFFFFFFFull };
#define N_SEEDS (sizeof seeds / sizeof seeds[0])

static size_t count(const sl_lab *l)
{
    size_t n = 0;
    while (n < SL_LAB_MAX_DATASETS && l->datasets[n].label)
        ++n;
    return n;
}

/* key's value in a dataset's params (every key must parse), or 0 */
static uint64_t param(const char *params, const char *key)
{
    uint64_t found = 0;
    for (const char *p = params; p && *p;) {
        const char *end = strchr(p, ',');
        const size_t len = end ? (size_t)(end - p) : strlen(p);
        char k[32];
        uint64_t v = 0;
        sl_err e = { 0 };
        if (sl_parse_param(p, len, k, sizeof k, &v, &e) != SL_OK)
            fail_msg("params '%s': %s", params, e.msg);
        if (strcmp(k, key) == 0)
            found = v;
        p = end ? end + 1 : NULL;
    }
    return found;
}

/* A hidden dataset's shape: {n, 1, 1}, {rows, cols, 1} or {m, n, k}. */
static void shape_of(const sl_lab *l, const sl_lab_dataset *d, uint64_t s[3])
{
    s[0] = 0, s[1] = s[2] = 1;
    if (l->unit_bytes) {
        assert_int_equal(d->size_bytes % l->unit_bytes, 0);
        s[0] = d->size_bytes / l->unit_bytes;
    } else if (d->sizes) {
        sl_mnk m;
        size_t n = 0;
        sl_err e = { 0 };
        assert_int_equal(sl_parse_mnk_list(d->sizes, &m, 1, &n, &e), SL_OK);
        assert_int_equal(n, 1);
        s[0] = m.m, s[1] = m.n, s[2] = m.k;
    } else {
        s[0] = param(d->params, "rows");
        s[1] = param(d->params, "cols");
    }
}

/* One hidden dataset of lab l (published p, for its params): inside the bounds. */
static void check_bounds(const sl_lab *l, const sl_lab_dataset *d, const sl_lab_dataset *last_pub)
{
    uint64_t s[3];
    shape_of(l, d, s);
    assert_true(s[0] >= 1 && s[1] >= 1 && s[2] >= 1);
    if (l->unit_bytes) {
        assert_true(s[0] < MAX_1D_ELEMS);
        assert_null(d->sizes);
    } else if (d->sizes) {
        for (int i = 0; i < 3; ++i)
            assert_true(s[i] <= MAX_MNK_SIDE);
        assert_int_equal(d->size_bytes, 0);
    } else {
        assert_true(s[0] * s[1] <= MAX_SIDE_PRODUCT);
        assert_true(s[1] <= MAX_COLS);
    }
    const uint64_t off = param(d->params, "offset");
    if (param(last_pub->params, "offset")) { /* lab 3: drawn, never sector-aligned */
        assert_true(off >= 1 && off <= 31);
        assert_true(off % 8 != 0);
        assert_non_null(strstr(d->label, " at offset "));
    } else {
        assert_int_equal(off, 0);
    }
    if (param(last_pub->params, "max_warps")) /* lab 7 */
        assert_int_equal(param(d->params, "max_warps"), param(last_pub->params, "max_warps"));
}

/* h is l with its hidden datasets: published kept in order, the timed one
 * last, the hidden ones between, labelled, in bounds, all shapes distinct. */
static void check_one(const sl_lab *l, const sl_lab_hidden *h)
{
    const size_t n_pub = count(l), n = count(&h->lab);
    assert_true(n_pub >= 2);
    assert_int_equal(n, n_pub + SL_LAB_HIDDEN_MAX);
    for (size_t i = 0; i + 1 < n_pub; ++i) {
        assert_ptr_equal(h->lab.datasets[i].label, l->datasets[i].label);
        assert_false(sl_lab_dataset_hidden(&h->lab.datasets[i]));
    }
    const sl_lab_dataset *last = &h->lab.datasets[n - 1];
    assert_memory_equal(last, &l->datasets[n_pub - 1], sizeof *last);
    assert_false(sl_lab_dataset_hidden(last));
    uint64_t shapes[SL_LAB_MAX_DATASETS][3];
    for (size_t i = 0; i < n; ++i)
        shape_of(l, &h->lab.datasets[i], shapes[i]);
    for (size_t i = n_pub - 1; i + 1 < n; ++i) {
        const sl_lab_dataset *d = &h->lab.datasets[i];
        assert_true(sl_lab_dataset_hidden(d));
        assert_int_equal(strncmp(d->label, "hidden: ", 8), 0);
        check_bounds(l, d, &l->datasets[n_pub - 1]);
        for (size_t j = 0; j < n; ++j)
            if (j != i && memcmp(shapes[i], shapes[j], sizeof shapes[i]) == 0)
                fail_msg("lab %u: '%s' and '%s' are the same size", l->number, d->label,
                         h->lab.datasets[j].label);
    }
}

static void test_every_lab(void **state)
{
    (void)state;
    size_t n_labs = 0;
    const sl_lab *labs = sl_lab_all(&n_labs);
    for (size_t li = 0; li < n_labs; ++li) {
        const sl_lab *l = &labs[li];
        for (size_t si = 0; si < N_SEEDS; ++si) {
            static sl_lab_hidden h, again;
            sl_err e = { 0 };
            assert_int_equal(sl_lab_with_hidden(l, seeds[si], &h, &e), SL_OK);
            if (sl_lab_is_answers(l)) { /* lab 8: a plain copy */
                assert_memory_equal(&h.lab, l, sizeof *l);
                continue;
            }
            check_one(l, &h);
            assert_int_equal(sl_lab_with_hidden(l, seeds[si], &again, &e), SL_OK);
            for (size_t i = 0; i < count(&h.lab); ++i) {
                const sl_lab_dataset *a = &h.lab.datasets[i], *b = &again.lab.datasets[i];
                assert_string_equal(a->label, b->label);
                assert_int_equal(a->size_bytes, b->size_bytes);
                assert_true((a->params == NULL) == (b->params == NULL));
                if (a->params)
                    assert_string_equal(a->params, b->params);
                if (a->sizes)
                    assert_string_equal(a->sizes, b->sizes);
            }
        }
    }
}

/* Seeds 1..8 of every kernel lab give at least two different sets. */
static void test_seeds_differ(void **state)
{
    (void)state;
    size_t n_labs = 0;
    const sl_lab *labs = sl_lab_all(&n_labs);
    for (size_t li = 0; li < n_labs; ++li) {
        if (sl_lab_is_answers(&labs[li]))
            continue;
        static sl_lab_hidden first, h;
        sl_err e = { 0 };
        assert_int_equal(sl_lab_with_hidden(&labs[li], 1, &first, &e), SL_OK);
        unsigned differ = 0;
        for (uint64_t seed = 2; seed <= 8; ++seed) {
            assert_int_equal(sl_lab_with_hidden(&labs[li], seed, &h, &e), SL_OK);
            for (size_t i = 0; i < count(&h.lab); ++i)
                if (strcmp(h.lab.datasets[i].label, first.lab.datasets[i].label) != 0) {
                    ++differ;
                    break;
                }
        }
        if (differ < 4)
            fail_msg("lab %u: only %u of seeds 2..8 differ from seed 1", labs[li].number, differ);
    }
}

/* What the planted class (tests/labs/grade/) relies on, for every seed: a
 * --size lab has a size a single element short of a group (so n % 4 == 3
 * past one float4) and one a single element past one; a rows x cols lab
 * a single column longer than one row. */
static void test_guarantees(void **state)
{
    (void)state;
    size_t n_labs = 0;
    const sl_lab *labs = sl_lab_all(&n_labs);
    for (size_t li = 0; li < n_labs; ++li) {
        const sl_lab *l = &labs[li];
        if (sl_lab_is_answers(l))
            continue;
        for (uint64_t seed = 0; seed < 200; ++seed) {
            static sl_lab_hidden h;
            sl_err e = { 0 };
            assert_int_equal(sl_lab_with_hidden(l, seed, &h, &e), SL_OK);
            bool short_of_group = false, past_group = false, column = false;
            for (size_t i = 0; i < count(&h.lab); ++i) {
                const sl_lab_dataset *d = &h.lab.datasets[i];
                if (!sl_lab_dataset_hidden(d))
                    continue;
                uint64_t s[3];
                shape_of(l, d, s);
                short_of_group |= l->unit_bytes && s[0] > 4 && s[0] % l->spans[0].n == l->spans[0].n - 1 &&
                                  s[0] % 4 == 3;
                short_of_group |= l->unit_bytes && s[0] % l->spans[1].n == l->spans[1].n - 1;
                past_group |= l->unit_bytes && s[0] > l->spans[0].n && s[0] % l->spans[0].n == 1;
                column |= !l->unit_bytes && !d->sizes && s[1] == 1 && s[0] > 1;
            }
            if (l->unit_bytes && !(short_of_group && past_group))
                fail_msg("lab %u seed %llu: no size one short of a group and one past", l->number,
                         (unsigned long long)seed);
            if (!l->unit_bytes && !l->datasets[0].sizes && !column)
                fail_msg("lab %u seed %llu: no single column", l->number, (unsigned long long)seed);
        }
    }
}

/* The launch varies (issue 42 item 4): every kernel lab names its launch
 * param; for every seed at least two hidden datasets take one of its
 * other values, named at the end of the label, and the span +- 1 ones
 * (sized against the default launch) and the published ones take none;
 * over the seeds every value comes up. Lab 7's memory check launches
 * more than one group of more than one work-item. */
static void test_launch_varies(void **state)
{
    (void)state;
    size_t n_labs = 0;
    const sl_lab *labs = sl_lab_all(&n_labs);
    for (size_t li = 0; li < n_labs; ++li) {
        const sl_lab *l = &labs[li];
        if (sl_lab_is_answers(l))
            continue;
        if (!l->launch_key || !l->launch_what || !l->launch_alt[0])
            fail_msg("lab %u names no launch for its hidden datasets to vary", l->number);
        bool seen[SL_LAB_LAUNCH_ALT] = { false };
        for (uint64_t seed = 0; seed < 200; ++seed) {
            static sl_lab_hidden h;
            sl_err e = { 0 };
            assert_int_equal(sl_lab_with_hidden(l, seed, &h, &e), SL_OK);
            unsigned varied = 0;
            for (size_t i = 0; i < count(&h.lab); ++i) {
                const sl_lab_dataset *d = &h.lab.datasets[i];
                const uint64_t v = param(d->params, l->launch_key);
                char tail[64];
                snprintf(tail, sizeof tail, ", %s %llu", l->launch_what, (unsigned long long)v);
                const size_t lt = strlen(tail), ll = strlen(d->label);
                if (!v) {
                    char name[48];
                    snprintf(name, sizeof name, ", %s ", l->launch_what);
                    assert_null(strstr(d->label, name));
                    continue;
                }
                assert_true(sl_lab_dataset_hidden(d));
                if (ll < lt || strcmp(d->label + ll - lt, tail) != 0)
                    fail_msg("lab %u: '%s' launches %s=%llu, its label does not end '%s'", l->number, d->label,
                             l->launch_key, (unsigned long long)v, tail);
                for (size_t s = 0; s < SL_LAB_SPANS && l->spans[s].n; ++s) {
                    char plus[48], minus[48]; /* "(group size + 1)", "(tile - 1 x ...", "(tile +- 1)" */
                    snprintf(plus, sizeof plus, "(%s +", l->spans[s].what);
                    snprintf(minus, sizeof minus, "(%s -", l->spans[s].what);
                    if (strstr(d->label, plus) || strstr(d->label, minus))
                        fail_msg("lab %u: span dataset '%s' at another launch", l->number, d->label);
                }
                size_t a = 0;
                while (a < SL_LAB_LAUNCH_ALT && l->launch_alt[a] != v)
                    ++a;
                if (a == SL_LAB_LAUNCH_ALT)
                    fail_msg("lab %u: %s=%llu is not one of the lab's", l->number, l->launch_key,
                             (unsigned long long)v);
                seen[a] = true;
                ++varied;
            }
            if (varied < 2)
                fail_msg("lab %u seed %llu: %u hidden datasets at another launch, want 2 or more", l->number,
                         (unsigned long long)seed, varied);
        }
        for (size_t a = 0; a < SL_LAB_LAUNCH_ALT && l->launch_alt[a]; ++a)
            if (!seen[a])
                fail_msg("lab %u: %s=%u never drawn in 200 seeds", l->number, l->launch_key, l->launch_alt[a]);
    }
    const sl_lab *l7 = sl_lab_find(7);
    assert_non_null(l7->memcheck_params);
    assert_true(param(l7->memcheck_params, "simd") > 1 && param(l7->memcheck_params, "cus") > 1);
}

/* The labels in the lab's words; 1 element where no published dataset
 * has it; a lab with no room fails; only "hidden: " labels are hidden. */
static void test_words_and_edges(void **state)
{
    (void)state;
    static sl_lab_hidden h;
    sl_err e = { 0 };
    assert_int_equal(sl_lab_with_hidden(sl_lab_find(2), 7, &h, &e), SL_OK);
    assert_non_null(strstr(h.lab.datasets[4].label, " floats (group size "));
    assert_int_equal(h.lab.datasets[4].size_bytes % 4, 0);
    assert_int_equal(sl_lab_with_hidden(sl_lab_find(3), 7, &h, &e), SL_OK);
    assert_non_null(strstr(h.lab.datasets[4].label, " floats at offset "));
    assert_int_equal(sl_lab_with_hidden(sl_lab_find(6), 7, &h, &e), SL_OK);
    assert_non_null(strstr(h.lab.datasets[4].label, " x "));
    assert_int_equal(sl_lab_with_hidden(sl_lab_find(5), 7, &h, &e), SL_OK);
    assert_non_null(h.lab.datasets[3].sizes);

    sl_lab fake = { .number = 99, .unit_bytes = 4, .unit = "float", .units = "floats",
                    .spans = { { 256, "group size" } },
                    .datasets = { { "3 floats", 12, NULL, NULL }, { "4096 floats", 16384, NULL, NULL } } };
    assert_int_equal(sl_lab_with_hidden(&fake, 7, &h, &e), SL_OK);
    assert_string_equal(h.lab.datasets[1].label, "hidden: 1 float");
    assert_int_equal(h.lab.datasets[1].size_bytes, 4);
    assert_int_equal(count(&h.lab), 2 + SL_LAB_HIDDEN_MAX);
    assert_string_equal(h.lab.datasets[5].label, "4096 floats");

    fake.unit = NULL;
    assert_int_equal(sl_lab_with_hidden(&fake, 7, &h, &e), SL_FAIL);
    sl_err_clear(&e);
    fake.unit = "float";
    for (size_t i = 0; i < SL_LAB_MAX_DATASETS - SL_LAB_HIDDEN_MAX + 1; ++i)
        fake.datasets[i] = (sl_lab_dataset){ "a float", 4, NULL, NULL };
    assert_int_equal(sl_lab_with_hidden(&fake, 7, &h, &e), SL_FAIL);
    assert_non_null(strstr(e.msg, "no room"));
    sl_err_clear(&e);

    const sl_lab_dataset plain = { "257 floats", 1028, NULL, NULL }, hid = { "hidden: 257 floats", 1028, NULL, NULL };
    assert_false(sl_lab_dataset_hidden(&plain));
    assert_true(sl_lab_dataset_hidden(&hid));
    assert_false(sl_lab_dataset_hidden(NULL));
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_every_lab),
        cmocka_unit_test(test_seeds_differ),
        cmocka_unit_test(test_guarantees),
        cmocka_unit_test(test_words_and_edges),
        cmocka_unit_test(test_launch_varies),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}

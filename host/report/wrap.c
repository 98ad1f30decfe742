/* wrap.c - the report's word-wrappers (report.h): a text at a column and
 * an indent, and a text's long lines. Below the table and the model's
 * views, which both wrap (the one word-wrapper of the report's text). */
#include "simtlab/report.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

/* text's words from column col (what the caller printed on this line
 * already) to width, every further line indented by `indent` */
void sl_report_wrap_at(FILE *out, const char *text, int col, int width, int indent)
{
    bool line_start = col == 0;
    for (const char *p = text; *p;) {
        while (*p == ' ')
            ++p;
        const int word = (int)strcspn(p, " ");
        if (!word)
            break;
        if (!line_start && col + 1 + word > width) {
            fprintf(out, "\n%*s", indent, "");
            col = indent;
            line_start = true;
        }
        if (!line_start) {
            fputc(' ', out);
            ++col;
        }
        /* a word longer than a whole line is cut at the width: never past it */
        const int take = word > width - col && width - col > 0 ? width - col : word;
        fprintf(out, "%.*s", take, p);
        col += take;
        p += take;
        line_start = false;
        if (take < word) {
            fprintf(out, "\n%*s", indent, "");
            col = indent;
            line_start = true;
        }
    }
    fputc('\n', out);
}

void sl_report_wrap_lines(FILE *out, const char *text, int width)
{
    for (const char *p = text; *p;) {
        int len = (int)strcspn(p, "\n");
        const char *end = p + len;
        const int lead = (int)strspn(p, " ");
        int col = 0, indent = 0;
        /* each piece as written (its own spacing kept), cut at the last
         * space that fits; the pieces after the first indented */
        while (end - p > width - col) {
            int cut = width - col;
            while (cut > 0 && p[cut] != ' ')
                --cut;
            if (cut <= 0 || (indent == 0 && cut <= lead))
                break; /* one word longer than the line: left whole */
            fprintf(out, "%*s%.*s\n", indent, "", cut, p);
            p += cut;
            while (*p == ' ')
                ++p;
            indent = lead + 2;
            col = indent;
        }
        fprintf(out, "%*s%.*s\n", indent, "", (int)(end - p), p);
        p = end + (*end == '\n');
    }
}

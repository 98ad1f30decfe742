#!/usr/bin/env python3
"""docfigs.py: figures in the docs come from their files (issue 27, item 8).

A measured figure in a doc carries a marker right after it, an HTML comment
that a markdown reader does not show:

    | float | 4521<!-- fig all-h200-2026-11-21.json case=read:float gbps --> |

The marked figure is the last number before the marker on its line (between
them at most a few characters that are not digits, '<' or '|': `**`, `x`,
`%`, ` GB/s`). The marker names a file and a query; the figure must equal the
query's value rounded to the figure's own decimals. docs/docfigs.md has the
whole syntax; in short, the words after `fig` are:

  FILE           (optional after a `<!-- figfile FILE -->` line, which sets
                 it for the markers below it in that doc) a name in data/results/, or a path from the repository root
                 (data/devices/h200.json); .json (a simtlab results file: its
                 "results" rows; any other object is one row; a list is its
                 rows), .jsonl (a row a line) or text (any other name)
  KEY=VALUE      keep rows whose KEY equals VALUE (KEY: a row field, a dotted
                 path such as params.vector, else a param, derived, metric or model field; `case` is
                 case_name); KEY~REGEX keeps rows where REGEX matches;
                 KEY>=N, KEY<=N keep rows whose KEY is a number in range
  verified       keep verified rows (the same as verified=true)
  /REGEX/        text files: each match is a row, its value group 1;
                 after=REGEX starts the search after REGEX's first match
  [AGG:]FIELD    the value: FIELD of the one matching row (a dotted path;
                 looked up in the row, then its derived, metrics and model),
                 or AGG over the matching rows: max min median mean sum count
                 first last one (one, the default, wants exactly one row).
                 Text files take AGG alone (default one). @PATH reads the
                 file's top level (@device.clock_mhz)
  vs=FILE        each matching row's FIELD over that of its twin in FILE
                 (same suite, kernel, case, and every param both rows
                 have); rows without one twin drop out; then AGG as usual
  / QUERY        divide by a second query (its FILE optional: the same file)
  *N             multiply the value by N (100 for a percentage)
  .N             round to N decimals instead of the figure's own

  docfigs.py --check   exit 1 listing each figure that differs (file:line,
                       doc value, file value) and each marker whose file or
                       query gives nothing
  docfigs.py --write   rewrite each marked figure from its file
  docfigs.py --list    print every marker with its value
"""
import argparse, decimal, json, os, re, shlex, statistics, sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MARK = re.compile(r"<!--\s*fig\s+(.*?)\s*-->")
FIGFILE = re.compile(r"<!--\s*figfile\s+(\S+)\s*-->")
ISFILE = re.compile(r"^[^/].*(/|\.(json|jsonl|txt|csv)$)")  # a /REGEX/ is no file
# the figure: the last number before the marker, with at most 12 characters
# between them that are not digits, '<', '|' or '>'.
NUM = re.compile(r"((?:(?<![\w.])-)?\d[\d,]*(?:\.\d+)?)([^\d<>|]{0,12})$")  # 31-60: 60
AGGS = ("max", "min", "median", "mean", "sum", "count", "first", "last", "one")


class QueryError(Exception):
    pass


_cache = {}


def load(root, name):
    path = name if "/" in name else os.path.join("data", "results", name)
    full = os.path.join(root, path)
    if full in _cache:
        return _cache[full]
    if not os.path.isfile(full):
        raise QueryError(f"no file {path}")
    with open(full, encoding="utf-8", errors="replace") as f:
        text = f.read()
    if full.endswith(".jsonl"):
        top = None
        rows = [json.loads(l) for l in text.splitlines() if l.strip()]
    elif full.endswith(".json"):
        top = json.loads(text)
        if isinstance(top, list):
            rows = top
        elif isinstance(top.get("results"), list):
            rows = top["results"]
        elif isinstance(top.get("rows"), list):
            rows = top["rows"]
        else:
            rows = [top]
    else:
        top, rows = text, None
    _cache[full] = (path, top, rows)
    return _cache[full]


def get(obj, path):
    for part in path.split("."):
        if isinstance(obj, dict) and part in obj:
            obj = obj[part]
        elif isinstance(obj, list) and part.isdigit() and int(part) < len(obj):
            obj = obj[int(part)]
        else:
            raise KeyError(path)
    return obj


def lookup(row, key, where):
    for prefix in [""] + [w + "." for w in where]:
        try:
            return get(row, prefix + key)
        except KeyError:
            pass
    raise KeyError(key)


def same(have, want):
    if isinstance(have, bool):
        return want.lower() == ("true" if have else "false")
    if isinstance(have, (int, float)):
        try:
            return float(want) == float(have)
        except ValueError:
            return False
    return str(have) == want


def parse(words):
    """One query's words (after its file) -> dict."""
    q = {"filters": [], "agg": None, "field": None, "regex": None, "after": None, "vs": None}
    for w in words:
        if w.startswith("vs="):
            q["vs"] = w[3:]
        elif len(w) >= 2 and w[0] == "/" and w[-1] == "/":
            q["regex"] = w[1:-1]
        elif w.startswith("after="):
            q["after"] = w[6:]
        elif w == "verified":
            q["filters"].append(("verified", "=", "true"))
        elif re.match(r"^[\w.@]+(?:[=~]|[<>]=)", w):
            m = re.match(r"^([\w.@]+)([=~]|[<>]=)(.*)$", w)
            key = "case_name" if m.group(1) == "case" else m.group(1)
            q["filters"].append((key, m.group(2), m.group(3)))
        elif re.match(r"^(?:(\w+):)?@?[\w.]+$", w):
            agg, _, field = w.rpartition(":")
            if not agg and field in AGGS:
                agg, field = field, None
            if agg and agg not in AGGS:
                raise QueryError(f"unknown aggregate '{agg}'")
            if q["field"] or q["agg"]:
                raise QueryError(f"two values asked: '{w}'")
            q["agg"], q["field"] = agg or None, field
        else:
            raise QueryError(f"cannot read '{w}'")
    return q


def evaluate(root, fname, q):
    path, top, rows = load(root, fname)
    agg = q["agg"] or "one"
    if rows is None:  # a text file
        if not q["regex"]:
            raise QueryError(f"{path} is text: the query needs /REGEX/")
        text = top
        if q["after"]:
            m = re.search(q["after"], text)
            if not m:
                raise QueryError(f"after={q['after']} matches nothing in {path}")
            text = text[m.end():]
        vals = []
        for m in re.finditer(q["regex"], text, re.M):
            g = m.group(1) if m.re.groups else None
            try:
                vals.append(float(g.replace(",", "")))
            except (AttributeError, ValueError):
                raise QueryError(f"/{q['regex']}/: group 1 {g!r} is not a number in {path}")
        what = f"/{q['regex']}/"
    else:
        if q["field"] and q["field"].startswith("@"):
            try:
                return float(get(top, q["field"][1:])), path
            except (KeyError, TypeError, ValueError):
                raise QueryError(f"{path} has no {q['field']}")
        keep = []
        for r in rows:
            ok = True
            for key, op, want in q["filters"]:
                try:
                    have = lookup(r, key, ["params", "derived", "metrics", "model"])
                except KeyError:
                    ok = False
                    break
                if op in ("<=", ">="):
                    try:
                        a, b = float(have), float(want)
                    except (TypeError, ValueError):
                        ok = False
                        break
                    if not (a <= b if op == "<=" else a >= b):
                        ok = False
                        break
                elif op == "=" and not same(have, want) or op == "~" and not re.search(want, str(have)):
                    ok = False
                    break
            if ok:
                keep.append(r)
        what = " ".join(k + o + v for k, o, v in q["filters"]) or "every row"
        if q["vs"]:
            vals = paired(root, keep, q["vs"], q["field"])
            what += f" {q['field']} vs {q['vs']}"
            keep = None
        if keep is None:
            pass
        elif agg == "count":
            return float(len(keep)), path
        elif not q["field"]:
            raise QueryError(f"no field asked ({what} in {path})")
        else:
            vals = []
            for r in keep:
                try:
                    v = lookup(r, q["field"], ["derived", "metrics", "model"])
                except KeyError:
                    continue
                if isinstance(v, (int, float)) and not isinstance(v, bool):
                    vals.append(float(v))
            what += " " + q["field"]
    if agg == "count":
        return float(len(vals)), path
    if not vals:
        raise QueryError(f"{what} matches nothing in {path}")
    if agg == "one":
        if len(vals) != 1:
            raise QueryError(f"{what} matches {len(vals)} rows in {path}, not one")
        return vals[0], path
    f = {"max": max, "min": min, "median": statistics.median, "mean": statistics.mean,
         "sum": sum, "first": lambda v: v[0], "last": lambda v: v[-1]}[agg]
    return float(f(vals)), path


def twin(a, b):
    """b is a's row in another file: the same suite and kernel (or case), and
    the same value for every param both rows have (a later file may add one)."""
    if a.get("suite") != b.get("suite") or a.get("kernel") != b.get("kernel"):
        return False
    if a.get("case_name") and b.get("case_name") and a["case_name"] != b["case_name"]:
        return False
    pa, pb = a.get("params") or {}, b.get("params") or {}
    return all(pa[k] == pb[k] for k in pa if k in pb)


def paired(root, keep, other, field):
    """vs=FILE: each kept row that has exactly one twin in FILE becomes a row
    whose FIELD is its own over its twin's; rows with none (or several, or no
    FIELD on either side) drop out, so `count` counts the rows matched.
    Returns the ratios."""
    path, _, rows = load(root, other)
    if rows is None:
        raise QueryError(f"vs={other}: {path} is text, not rows")
    if not field:
        raise QueryError(f"vs={other} needs a FIELD to divide")
    out = []
    for r in keep:
        ts = [t for t in rows if twin(r, t)]
        if len(ts) != 1:
            continue
        try:
            num = lookup(r, field, ["derived", "metrics", "model"])
            den = lookup(ts[0], field, ["derived", "metrics", "model"])
        except KeyError:
            continue
        if not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in (num, den)) or not den:
            continue
        out.append(float(num) / den)
    return out


def run_marker(root, spec, default=None):
    """A marker's text -> (value, decimals or None, file's path)."""
    lex = shlex.shlex(spec, posix=True)
    lex.whitespace_split, lex.escape = True, ""  # a regex keeps its backslashes
    try:
        words = list(lex)
    except ValueError as e:
        raise QueryError(f"cannot split marker: {e}")
    scale, decimals = 1.0, None
    rest = []
    for w in words:
        if re.fullmatch(r"\*-?[\d.]+", w):
            scale *= float(w[1:])
        elif re.fullmatch(r"\.\d+", w):
            decimals = int(w[1:])
        else:
            rest.append(w)
    parts, cur = [], []
    for w in rest:
        if w == "/":
            parts.append(cur)
            cur = []
        else:
            cur.append(w)
    parts.append(cur)
    if parts[0] and ISFILE.search(parts[0][0]):
        fname, first = parts[0][0], parts[0][1:]
    elif default:
        fname, first = default, parts[0]
    else:
        raise QueryError("no file named (and no figfile above)")
    num, path = evaluate(root, fname, parse(first))
    for p in parts[1:]:
        if p and ISFILE.search(p[0]):
            fname, p = p[0], p[1:]
        den, _ = evaluate(root, fname, parse(p))
        if den == 0:
            raise QueryError("division by zero")
        num /= den
    return num * scale, decimals, path


def fmt(value, decimals, commas):
    """Half away from zero, on the value as written (4458.50 -> 4459)."""
    d = decimal.Decimal(repr(value)).quantize(decimal.Decimal(1).scaleb(-decimals), decimal.ROUND_HALF_UP)
    s = f"{d:,.{decimals}f}" if commas else f"{d:.{decimals}f}"
    return s[1:] if re.fullmatch(r"-[0.,]*", s) else s


def docs(root):
    """The docs scanned: README.md and every .md under docs/."""
    readme = os.path.join(root, "README.md")
    if os.path.isfile(readme):
        yield readme
    d = os.path.join(root, "docs")
    for dirpath, _, files in os.walk(d):
        for f in sorted(files):
            if f.endswith(".md"):
                yield os.path.join(dirpath, f)


def scan(root, write=False, listing=False):
    """Returns (markers, problems); rewrites the docs when write is set."""
    problems, count = [], 0
    for doc in sorted(docs(root)):
        rel = os.path.relpath(doc, root)
        with open(doc, encoding="utf-8") as f:
            lines = f.read().split("\n")
        changed, fence, default = False, False, None
        for i, line in enumerate(lines):
            if line.lstrip().startswith("```"):
                fence = not fence
            if fence or "<!--" not in line:
                continue
            for f in FIGFILE.finditer(line):
                default = f.group(1)
            out, pos = [], 0
            for m in MARK.finditer(line):
                if any(c.start() < m.start() < c.end() for c in re.finditer(r"`[^`]+`", line)):
                    continue  # in `code` on this line: an example, not a marker
                before = line[pos:m.start()]
                pos = m.end()
                count += 1
                where = f"{rel}:{i + 1}"
                n = NUM.search(before)
                if not n:
                    problems.append(f"{where}: no figure before marker '{m.group(1)}'")
                    out.append(before + m.group(0))
                    continue
                doc_s = n.group(1)
                try:
                    value, dec, src = run_marker(root, m.group(1), default)
                except (QueryError, json.JSONDecodeError, re.error, ValueError) as e:
                    problems.append(f"{where}: marker '{m.group(1)}': {e}")
                    out.append(before + m.group(0))
                    continue
                if dec is None:
                    dec = len(doc_s.split(".")[1]) if "." in doc_s else 0
                file_s = fmt(value, dec, "," in doc_s)
                if listing:
                    print(f"{where}: {doc_s} <- {file_s}  ({m.group(1)})")
                if file_s != doc_s:
                    if write:
                        before = before[:n.start(1)] + file_s + before[n.end(1):]
                        changed = True
                    else:
                        problems.append(f"{where}: doc {doc_s}, file {file_s} ({m.group(1)})")
                out.append(before + m.group(0))
            out.append(line[pos:])
            lines[i] = "".join(out)
        if write and changed:
            with open(doc, "w", encoding="utf-8") as f:
                f.write("\n".join(lines))
            print(f"rewrote {rel}")
    return count, problems


def main():
    ap = argparse.ArgumentParser(description="Figures in README.md and docs/ checked against, or written from, data/.")
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--check", action="store_true", help="exit 1 if a marked figure differs from its file (default)")
    g.add_argument("--write", action="store_true", help="rewrite each marked figure from its file")
    g.add_argument("--list", action="store_true", help="print every marker and its value")
    ap.add_argument("--root", default=ROOT, help="the tree (README.md, docs/ and data/ under it)")
    a = ap.parse_args()
    count, problems = scan(a.root, write=a.write, listing=a.list)
    for p in problems:
        print(p)
    if problems:
        print(f"docfigs: {len(problems)} of {count} marked figures wrong or unsourced")
        return 1
    print(f"docfigs: {count} marked figures, every one as its file says")
    return 0


if __name__ == "__main__":
    sys.exit(main())

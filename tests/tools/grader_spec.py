#!/usr/bin/env python3
"""grader_spec.py - does a results file follow its grader's specification?

Checks what each grader reads, as its own description or source says
(host/lab/grade_formats.c names the same sources):

  classroom     the JSON that classroom-resources/autograding-grading-reporter@v1
                decodes (src/main.js, notify-classroom.js), in the shape
                autograding-command-grader@v1 writes: version 1, status
                pass|fail|error, max_score, tests[] of name, status, score,
                message (string or null), test_code, filename, line_no,
                duration; the tests' scores sum to at most max_score.
  gradescope    results.json, https://gradescope-autograders.readthedocs.io/
                en/latest/specs/ (gradescope/autograder_samples docs/specs.md,
                January 2025): score (or one on every test), tests[] with
                score <= max_score, status passed|failed, visibility and
                format values from the page, leaderboard entries.
  prairielearn  /grade/results/results.json, https://prairielearn.readthedocs.io/
                en/latest/externalGrading/ ("Grading results"): score in
                [0, 1] unless "gradable": false (then format_errors), tests[]
                of name, description, points <= max_points, message, output;
                the file under 1 MB.

and simtlab's own rules, in every format (issue 42): no string holds a
control character (C0 but line break and tab, DEL, C1: they would reach
a terminal or a grader's page; the grader writes them as \\xNN); and in
Gradescope's a hidden dataset is a test named "hidden dataset K", seen
after the due date, and no text names a hidden size ("hidden: 1023
floats"), so one submission does not reveal the secret sizes; nor in
PrairieLearn's, which shows every test at once.

Keys a grader does not read are errors for classroom and gradescope (a
typo such as "max_points" there is silently ignored by the grader);
PrairieLearn allows any additional data.

Usage: grader_spec.py FORMAT FILE...    exit 1 with a message per violation
       grader_spec.py --self-test       every rule catches a broken document
Python 3 standard library only.
"""
import json
import re
import sys

EPS = 1e-9
VISIBILITY = {"hidden", "after_due_date", "after_published", "visible"}
GS_FORMATS = {"text", "html", "simple_format", "md", "ansi"}


def is_num(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


class Checker:
    def __init__(self):
        self.errors = []

    def err(self, where, msg):
        self.errors.append(f"{where}: {msg}")

    def need(self, obj, key, kind, where, required=True):
        """obj[key] of kind ('str', 'num', 'int', 'bool', 'list', 'obj', 'str|null')."""
        if key not in obj:
            if required:
                self.err(where, f"missing '{key}'")
            return None
        v = obj[key]
        ok = {
            "str": isinstance(v, str),
            "num": is_num(v),
            "int": isinstance(v, int) and not isinstance(v, bool),
            "bool": isinstance(v, bool),
            "list": isinstance(v, list),
            "obj": isinstance(v, dict),
            "str|null": v is None or isinstance(v, str),
        }[kind]
        if not ok:
            self.err(where, f"'{key}' is {json.dumps(v)[:40]}, not {kind}")
            return None
        return v

    def only(self, obj, keys, where):
        for k in obj:
            if k not in keys:
                self.err(where, f"unknown key '{k}' (the grader reads {', '.join(sorted(keys))})")

    def one_of(self, obj, key, allowed, where, required=True):
        v = self.need(obj, key, "str", where, required)
        if v is not None and v not in allowed:
            self.err(where, f"'{key}' is '{v}', not one of {', '.join(sorted(allowed))}")
        return v


def classroom(doc, c):
    top = ("version", "status", "max_score", "tests")
    test = ("name", "status", "score", "message", "test_code", "filename", "line_no", "duration")
    c.only(doc, top, "top")
    if c.need(doc, "version", "int", "top") not in (None, 1):
        c.err("top", "'version' is not 1")
    c.one_of(doc, "status", {"pass", "fail", "error"}, "top")
    max_score = c.need(doc, "max_score", "num", "top")
    tests = c.need(doc, "tests", "list", "top") or []
    if not tests and "tests" in doc:
        c.err("top", "'tests' is empty (the reporter divides by their number)")
    total = 0.0
    for i, t in enumerate(tests):
        w = f"tests[{i}]"
        if not isinstance(t, dict):
            c.err(w, "not an object")
            continue
        c.only(t, test, w)
        for k, kind in (("name", "str"), ("message", "str|null"), ("test_code", "str"), ("filename", "str"),
                        ("line_no", "int")):
            c.need(t, k, kind, w)
        c.one_of(t, "status", {"pass", "fail", "error"}, w)
        score = c.need(t, "score", "num", w)
        if score is not None:
            if score < 0:
                c.err(w, f"score {score} < 0")
            total += score
        d = c.need(t, "duration", "num", w)
        if d is not None and d < 0:
            c.err(w, f"duration {d} < 0")
    if max_score is not None:
        if max_score < 0:
            c.err("top", f"max_score {max_score} < 0")
        if total > max_score + EPS:
            c.err("top", f"the tests' scores sum to {total}, over max_score {max_score}")


def gradescope_test(t, w, c):
    keys = ("score", "max_score", "status", "name", "name_format", "number", "output", "output_format", "tags",
            "visibility", "extra_data")
    c.only(t, keys, w)
    score = c.need(t, "score", "num", w, required=False)
    max_score = c.need(t, "max_score", "num", w, required=False)
    if score is not None and max_score is not None and score > max_score + EPS:
        c.err(w, f"score {score} over max_score {max_score}")
    if max_score is not None and max_score < 0:
        c.err(w, f"max_score {max_score} < 0")
    c.one_of(t, "status", {"passed", "failed"}, w, required=False)
    for k in ("name", "number", "output"):
        c.need(t, k, "str", w, required=False)
    c.one_of(t, "visibility", VISIBILITY, w, required=False)
    c.one_of(t, "name_format", GS_FORMATS, w, required=False)
    c.one_of(t, "output_format", GS_FORMATS, w, required=False)
    tags = c.need(t, "tags", "list", w, required=False)
    if tags and not all(isinstance(x, str) for x in tags):
        c.err(w, "'tags' holds a non-string")
    c.need(t, "extra_data", "obj", w, required=False)
    return score, max_score


def gradescope(doc, c):
    top = ("score", "execution_time", "output", "output_format", "test_output_format", "test_name_format",
           "visibility", "stdout_visibility", "extra_data", "tests", "leaderboard")
    c.only(doc, top, "top")
    score = c.need(doc, "score", "num", "top", required=False)
    et = c.need(doc, "execution_time", "num", "top", required=False)
    if et is not None and et < 0:
        c.err("top", f"execution_time {et} < 0")
    c.need(doc, "output", "str", "top", required=False)
    for k in ("output_format", "test_output_format", "test_name_format"):
        c.one_of(doc, k, GS_FORMATS, "top", required=False)
    for k in ("visibility", "stdout_visibility"):
        c.one_of(doc, k, VISIBILITY, "top", required=False)
    c.need(doc, "extra_data", "obj", "top", required=False)
    tests = c.need(doc, "tests", "list", "top", required=score is None) or []
    maxes, scored = 0.0, True
    for i, t in enumerate(tests):
        if not isinstance(t, dict):
            c.err(f"tests[{i}]", "not an object")
            continue
        s, m = gradescope_test(t, f"tests[{i}]", c)
        scored = scored and s is not None
        maxes += m or 0
    if score is None and not (tests and scored):
        c.err("top", "no top-level score and not a score on every test")
    if score is not None and tests and score > maxes + EPS:
        c.err("top", f"score {score} over the tests' max_score sum {maxes}")
    if score is not None and score < 0:
        c.err("top", f"score {score} < 0")
    for i, e in enumerate(c.need(doc, "leaderboard", "list", "top", required=False) or []):
        w = f"leaderboard[{i}]"
        if not isinstance(e, dict):
            c.err(w, "not an object")
            continue
        c.only(e, ("name", "value", "order"), w)
        c.need(e, "name", "str", w)
        if "value" not in e or not (is_num(e["value"]) or isinstance(e["value"], str)):
            c.err(w, "'value' missing or not a number or string")
        c.one_of(e, "order", {"asc", "desc"}, w, required=False)


def prairielearn(doc, c):
    gradable = c.need(doc, "gradable", "bool", "top", required=False)
    if gradable is False:
        fe = doc.get("format_errors")
        if not (isinstance(fe, str) or (isinstance(fe, list) and fe and all(isinstance(x, str) for x in fe))):
            c.err("top", "not gradable, and 'format_errors' is not a string or a list of strings")
    score = c.need(doc, "score", "num", "top", required=gradable is not False)
    if score is not None and not 0 <= score <= 1:
        c.err("top", f"score {score} outside [0, 1]")
    c.need(doc, "message", "str", "top", required=False)
    c.need(doc, "output", "str", "top", required=False)
    for i, t in enumerate(c.need(doc, "tests", "list", "top", required=False) or []):
        w = f"tests[{i}]"
        if not isinstance(t, dict):
            c.err(w, "not an object")
            continue
        c.need(t, "name", "str", w)
        for k in ("description", "message", "output"):
            c.need(t, k, "str", w, required=False)
        p = c.need(t, "points", "num", w, required=False)
        m = c.need(t, "max_points", "num", w, required=False)
        if p is not None and p < 0:
            c.err(w, f"points {p} < 0")
        if p is not None and m is not None and p > m + EPS:
            c.err(w, f"points {p} over max_points {m}")


FORMATS = {"classroom": classroom, "gradescope": gradescope, "prairielearn": prairielearn}
PL_MAX_BYTES = 1 << 20   # "this file should be limited to 1 MB"


CONTROL = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f]")
HIDDEN_SIZE = re.compile(r"hidden: \d")


def strings(v, where):
    """Every string in v (keys too) with where it is."""
    if isinstance(v, str):
        yield where, v
    elif isinstance(v, dict):
        for k, x in v.items():
            yield from strings(k, f"{where}.{k} (key)")
            yield from strings(x, f"{where}.{k}")
    elif isinstance(v, list):
        for i, x in enumerate(v):
            yield from strings(x, f"{where}[{i}]")


def simtlab_rules(fmt, doc, c):
    for w, text in strings(doc, "top"):
        m = CONTROL.search(text)
        if m:
            c.err(w, f"control character U+{ord(m.group()):04X} (simtlab writes it as \\xNN)")
        if fmt in ("gradescope", "prairielearn") and HIDDEN_SIZE.search(text):
            c.err(w, "names a hidden dataset's size")
    if fmt != "gradescope":
        return
    for i, t in enumerate(doc.get("tests") or []):
        if isinstance(t, dict) and str(t.get("name", "")).startswith("hidden") and \
                t.get("visibility", "visible") == "visible":
            c.err(f"tests[{i}]", "a hidden dataset visible before the due date")


def check_text(fmt, text):
    c = Checker()
    if fmt == "prairielearn" and len(text.encode()) > PL_MAX_BYTES:
        c.err("file", f"{len(text.encode())} bytes, over PrairieLearn's 1 MB")
    try:
        doc = json.loads(text)
    except ValueError as e:
        return [f"not JSON: {e}"]
    if not isinstance(doc, dict):
        return ["the top level is not an object"]
    FORMATS[fmt](doc, c)
    simtlab_rules(fmt, doc, c)
    return c.errors


def self_test():
    """Each rule against a document broken in that one way."""
    good = {
        "classroom": {"version": 1, "status": "pass", "max_score": 2, "tests": [
            {"name": "t", "status": "pass", "score": 2, "message": None, "test_code": "", "filename": "",
             "line_no": 0, "duration": 0}]},
        "gradescope": {"score": 1, "tests": [{"score": 1, "max_score": 2, "name": "t", "status": "failed",
                                              "visibility": "visible"}],
                       "leaderboard": [{"name": "GB/s", "value": 1.5, "order": "desc"}]},
        "prairielearn": {"gradable": True, "score": 0.5, "tests": [{"name": "t", "points": 1, "max_points": 2}]},
    }
    broken = [
        ("classroom", lambda d: d.update(status="passed"), "'status' is 'passed'"),
        ("classroom", lambda d: d.update(version=2), "'version' is not 1"),
        ("classroom", lambda d: d["tests"][0].update(score=3), "over max_score"),
        ("classroom", lambda d: d["tests"][0].pop("line_no"), "missing 'line_no'"),
        ("classroom", lambda d: d.update(tests=[]), "'tests' is empty"),
        ("classroom", lambda d: d.update(points=1), "unknown key 'points'"),
        ("classroom", lambda d: d["tests"][0].update(message=3), "'message' is 3"),
        ("gradescope", lambda d: d["tests"][0].update(score=3), "score 3 over max_score 2"),
        ("gradescope", lambda d: d.update(score=5), "over the tests' max_score sum"),
        ("gradescope", lambda d: d["tests"][0].update(visibility="public"), "'visibility' is 'public'"),
        ("gradescope", lambda d: d["tests"][0].update(status="pass"), "'status' is 'pass'"),
        ("gradescope", lambda d: d["tests"][0].update(max_points=2), "unknown key 'max_points'"),
        ("gradescope", lambda d: d["leaderboard"][0].update(order="up"), "'order' is 'up'"),
        ("gradescope", lambda d: (d.pop("score"), d["tests"][0].pop("score")), "no top-level score"),
        ("gradescope", lambda d: d.update(output_format="rtf"), "'output_format' is 'rtf'"),
        ("gradescope", lambda d: d["tests"][0].update(name="hidden dataset 1"), "visible before the due date"),
        ("gradescope", lambda d: d.update(output="FAIL  6/9  hidden: 1023 floats"), "names a hidden dataset's size"),
        ("gradescope", lambda d: d["tests"][0].update(name="esc\x1b[31m"), "control character U+001B"),
        ("classroom", lambda d: d["tests"][0].update(message="a\rb"), "control character U+000D"),
        ("prairielearn", lambda d: d["tests"][0].update(name="csi\x9b"), "control character U+009B"),
        ("prairielearn", lambda d: d.update(score=1.5), "outside [0, 1]"),
        ("prairielearn", lambda d: d.pop("score"), "missing 'score'"),
        ("prairielearn", lambda d: d.update(gradable=False), "format_errors"),
        ("prairielearn", lambda d: d["tests"][0].update(points=3), "over max_points"),
        ("prairielearn", lambda d: d["tests"][0].pop("name"), "missing 'name'"),
        ("prairielearn", lambda d: d.update(output="x" * PL_MAX_BYTES), "over PrairieLearn's 1 MB"),
        ("prairielearn", lambda d: d.update(message="FAIL  6/9  hidden: 1023 floats"), "names a hidden dataset's size"),
    ]
    bad = 0
    for fmt, doc in good.items():
        if check_text(fmt, json.dumps(doc)):
            print(f"FAIL self-test: the good {fmt} document fails: {check_text(fmt, json.dumps(doc))}")
            bad += 1
    for fmt, breakit, says in broken:
        doc = json.loads(json.dumps(good[fmt]))
        breakit(doc)
        errs = check_text(fmt, json.dumps(doc))
        if not any(says in e for e in errs):
            print(f"FAIL self-test: {fmt}, want '{says}', got {errs}")
            bad += 1
    print(f"grader_spec self-test: {len(broken) + len(good) - bad} passed, {bad} failed")
    return 1 if bad else 0


def main(argv):
    if len(argv) == 2 and argv[1] == "--self-test":
        return self_test()
    if len(argv) < 3 or argv[1] not in FORMATS:
        print(f"usage: grader_spec.py {{{'|'.join(FORMATS)}}} FILE... | --self-test", file=sys.stderr)
        return 2
    bad = 0
    for path in argv[2:]:
        with open(path, encoding="utf-8") as f:
            errs = check_text(argv[1], f.read())
        for e in errs:
            print(f"{path}: {argv[1]}: {e}")
        bad += bool(errs)
    print(f"grader_spec {argv[1]}: {len(argv) - 2 - bad} of {len(argv) - 2} files follow the specification")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/usr/bin/env python3
"""grade_canon.py - what a grader file says, without what varies by machine.

A real `lab grade --format F` run's files hold durations and the check's
own text (the PoCL device's name, timings); this keeps, per student, the
verdict, the points and each test's name, status and points, so a run on
any machine can be compared with a golden file.

Usage: grade_canon.py FORMAT FILE...   (one JSON object per file, by name)
"""
import json
import os
import sys


def canon(fmt, doc):
    if fmt == "classroom":
        return {"status": doc["status"], "max_score": doc["max_score"],
                "tests": [[t["name"], t["status"], t["score"]] for t in doc["tests"]]}
    if fmt == "gradescope":
        return {"score": doc.get("score"),
                "tests": [[t["name"], t.get("status"), t.get("score"), t.get("max_score")] for t in doc["tests"]],
                "leaderboard": len(doc.get("leaderboard", []))}
    return {"gradable": doc["gradable"], "score": doc.get("score"),
            "format_errors": len(doc.get("format_errors", [])),
            "tests": [[t["name"], t.get("points"), t.get("max_points")] for t in doc.get("tests", [])]}


def main():
    fmt, files = sys.argv[1], sys.argv[2:]
    out = {os.path.basename(f): canon(fmt, json.load(open(f))) for f in sorted(files)}
    print(json.dumps(out, indent=1, sort_keys=True))


main()

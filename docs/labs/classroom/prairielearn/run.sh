#!/usr/bin/env bash
# run.sh - PrairieLearn external grader entrypoint
# (https://prairielearn.readthedocs.io/en/latest/externalGrading/): the
# student's files are in /grade/student, and PrairieLearn reads
# /grade/results/results.json, a directory the job must create itself.
# SIMTLAB_LAB (info.json "environment") names the lab; /grade/tests/rubric.txt
# and /grade/tests/hidden_seed, from the question's tests/ directory (never
# shown to students), set the points and the hidden datasets.
# SIMTLAB_TIMEOUT (default 20) is each dataset's time limit: an endless
# kernel costs two of them, so the grade ends, results.json written, well
# inside the job's own limit, SIMTLAB_JOB_S (default 300: info.json's
# "timeout"); the grade itself is stopped (SIGTERM: what was graded is
# written, "not graded" after it) 30 s before that.
set -u
LAB=${SIMTLAB_LAB:-2}
TIMEOUT=${SIMTLAB_TIMEOUT:-20}
JOB=${SIMTLAB_JOB_S:-300}
export POCL_CACHE_DIR=${POCL_CACHE_DIR:-/tmp/pocl-cache}   # the grader's HOME may not be writable
out=/grade/results/results.json
args=()
[ -f /grade/tests/rubric.txt ] && args+=(--rubric /grade/tests/rubric.txt)
[ -f /grade/tests/hidden_seed ] && args+=(--hidden "$(tr -d '[:space:]' < /grade/tests/hidden_seed)")
mkdir -p /grade/results
rc=0
timeout --signal=TERM --kill-after=10 $((JOB > 60 ? JOB - 30 : JOB / 2)) \
  simtlab lab grade "$LAB" /grade/student "${args[@]}" --timeout "$TIMEOUT" --format prairielearn --out "$out" || rc=$?
if [ ! -s "$out" ]; then
  # the grader failed, not the student: "not gradable" costs no attempt
  printf '{"gradable": false, "format_errors": ["the grader stopped (exit %s) without a result"]}\n' "$rc" > "$out"
fi

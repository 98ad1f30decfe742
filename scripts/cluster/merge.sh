#!/usr/bin/env bash
# merge.sh - the last step of a simtlab job array: every task's results
# files into one store (`simtlab merge`), then `simtlab compare` over it.
# submit.sh runs it as a job after the array (--dependency=afterany), so it
# runs whether the tasks succeeded or not; it can also be run by hand.
#
#   scripts/cluster/merge.sh OUT JOB COUNT [STORE]
#
#   OUT    the array's output directory (SIMTLAB_OUT)
#   JOB    the array's job id
#   COUNT  tasks in the array (0..COUNT-1)
#   STORE  the store to write (default OUT/simtlab-JOB.store.json); an
#          existing one is never replaced
#
# A task that left no results file is named, with its log, and the exit
# is 1 even when the others merged; 0 when every task left at least one;
# 2 bad usage, simtlab missing or the store already there; otherwise
# `simtlab merge`'s exit. SIMTLAB: the simtlab binary (default: on PATH).
set -uo pipefail

usage() { sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }
case ${1:-} in -h|--help) usage; exit 0 ;; esac
die() { echo "merge.sh: $*" >&2; exit 2; }
{ [ $# -ge 3 ] && [ $# -le 4 ]; } || { usage >&2; exit 2; }
out=$1 job=$2 count=$3
store=${4:-$out/simtlab-$job.store.json}
dir=${SIMTLAB_CLUSTER_DIR:-$(dirname "$0")}
# shellcheck source=tasks.sh
[ -f "$dir/tasks.sh" ] || die "cannot find tasks.sh (set SIMTLAB_CLUSTER_DIR to simtlab's scripts/cluster)"
. "$dir/tasks.sh"
sl=${SIMTLAB:-simtlab}
command -v "$sl" >/dev/null 2>&1 || die "simtlab not found ('$sl'): set SIMTLAB=/path/to/simtlab or put it on PATH"
[ -d "$out" ] || die "no output directory '$out'"
[ ! -e "$store" ] || die "'$store' already exists, not replaced"

missing=$(simtlab_task_missing "$out" "$job" "$count") || exit 2
files=()
for ((t = 0; t < count; t++)); do
  while IFS= read -r f; do files+=("$f"); done < <(simtlab_task_files "$out" "$job" "$t")
done
nmiss=$(echo "$missing" | grep -c . || true)
echo "merge.sh: job $job: $((count - nmiss)) of $count tasks left results (${#files[@]} files)"
for t in $missing; do
  echo "merge.sh: task $t left no results file; its log: $out/simtlab-${job}_$t.out" >&2
done
[ ${#files[@]} -gt 0 ] || { echo "merge.sh: nothing to merge" >&2; exit 1; }

"$sl" merge "${files[@]}" -o "$store"
rc=$?
[ $rc -eq 0 ] || { echo "merge.sh: simtlab merge exited $rc" >&2; exit $rc; }
echo "merge.sh: wrote $store"
"$sl" compare "$store"
[ "$nmiss" -eq 0 ] || exit 1

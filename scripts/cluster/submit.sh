#!/usr/bin/env bash
# submit.sh - submit simtlab to Slurm as a job array, one task per node or
# per GPU (simtlab.sbatch), then a merge job that waits for the whole array
# (--dependency=afterany: it runs even when a task failed), merges every
# task's results into one store and prints `simtlab compare` over it
# (merge.sh). Prints the two job ids and where the files will be.
#
#   scripts/cluster/submit.sh [OPTIONS] [-- SBATCH_OPTION...]
#
#   --per node|gpu     one task per node (-d all: every GPU of it; the default)
#                      or per GPU (-d gpu, with --gres=gpu:1)       $SIMTLAB_PER
#   --nodes N          nodes to cover (default 1)                   $SIMTLAB_NODES
#   --gpus-per-node G  GPUs a node has, with --per gpu (default 1)  $SIMTLAB_GPUS_PER_NODE
#   --suites "S..."    suites, space-separated (default bandwidth)  $SIMTLAB_SUITES
#   --args "..."       more `simtlab run` options, e.g. "--quick"   $SIMTLAB_ARGS
#   --out DIR          output directory (default ./simtlab-results) $SIMTLAB_OUT
#   --simtlab PATH     the simtlab binary, the same path on every node
#                      (default: simtlab on PATH)                   $SIMTLAB
#   --dry-run          print the two sbatch commands, submit nothing
#   -- ...             sbatch options for both jobs: --partition, --account,
#                      --time, --constraint, ... (they override simtlab.sbatch's)
#
# Per node, each task has its node to itself (--exclusive; SIMTLAB_EXCLUSIVE=0
# drops it); per GPU, SIMTLAB_GRES replaces --gres=gpu:1 (none: no --gres).
# A job array does not pin tasks to nodes: the files name the host each ran
# on, and with nodes busy two tasks may share one. Files: OUT/simtlab-JOB_TASK-
# HOST[.P-D].json, logs OUT/simtlab-JOB_TASK.out, the store OUT/simtlab-JOB.store.json
# and the merge job's output (compare's table) OUT/simtlab-JOB.merge.out.
# Exit: 0 submitted, 2 bad usage or setup (no sbatch, no simtlab, OUT not
# writable), sbatch's exit when it refuses.
set -uo pipefail

here=$(cd "$(dirname "$0")" && pwd)
usage() { sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; }
die() { echo "submit.sh: $*" >&2; exit 2; }
# shellcheck source=tasks.sh
. "$here/tasks.sh"

per=${SIMTLAB_PER:-node} nodes=${SIMTLAB_NODES:-1} gpus=${SIMTLAB_GPUS_PER_NODE:-1}
suites=${SIMTLAB_SUITES:-bandwidth} args=${SIMTLAB_ARGS:-} out=${SIMTLAB_OUT:-$PWD/simtlab-results}
sl=${SIMTLAB:-simtlab} dry=0
while [ $# -gt 0 ]; do
  case $1 in
    -h|--help) usage; exit 0 ;;
    --per|--nodes|--gpus-per-node|--suites|--args|--out|--simtlab)
      [ $# -ge 2 ] || die "$1 needs a value"
      case $1 in
        --per) per=$2 ;; --nodes) nodes=$2 ;; --gpus-per-node) gpus=$2 ;;
        --suites) suites=$2 ;; --args) args=$2 ;; --out) out=$2 ;; --simtlab) sl=$2 ;;
      esac
      shift 2 ;;
    --dry-run) dry=1; shift ;;
    --) shift; break ;;
    *) die "unknown option '$1' (sbatch options go after --; --help)" ;;
  esac
done
extra=("$@")

count=$(simtlab_task_count "$per" "$nodes" "$gpus") || exit 2
command -v sbatch >/dev/null 2>&1 || [ $dry -eq 1 ] || die "sbatch not found: is this a Slurm login node?"
slpath=$(command -v "$sl" 2>/dev/null) || die "simtlab not found ('$sl'): --simtlab PATH or put it on PATH"
case $slpath in /*) ;; *) slpath=$PWD/$slpath ;; esac
case $out in /*) ;; *) out=$PWD/$out ;; esac
[ $dry -eq 1 ] || { mkdir -p "$out" 2>/dev/null && probe=$(mktemp "$out/.simtlab-probe.XXXXXX" 2>/dev/null) && rm -f "$probe"; } ||
  die "output directory '$out' is not writable"

# what the tasks and the merge job read (sbatch passes the environment on)
export SIMTLAB=$slpath SIMTLAB_PER=$per SIMTLAB_SUITES=$suites SIMTLAB_ARGS=$args \
       SIMTLAB_OUT=$out SIMTLAB_CLUSTER_DIR=$here SIMTLAB_GPUS_PER_NODE=$gpus
place=()
if [ "$per" = node ]; then
  [ "${SIMTLAB_EXCLUSIVE:-1}" = 0 ] || place=(--exclusive)
else
  gres=${SIMTLAB_GRES:-gpu:1}
  [ "$gres" = none ] || place=(--gres="$gres")
fi
array_cmd=(sbatch --parsable --export=ALL --array="0-$((count - 1))" --output="$out/simtlab-%A_%a.out"
           "${place[@]}" "${extra[@]}" "$here/simtlab.sbatch")
merge_cmd=(sbatch --parsable --export=ALL --dependency=afterany:@ARRAY@ --kill-on-invalid-dep=no --job-name=simtlab-merge
           --nodes=1 --ntasks=1 --output="$out/simtlab-@ARRAY@.merge.out" "${extra[@]}"
           --wrap="$(printf '%q ' "$here/merge.sh" "$out" @ARRAY@ "$count")")
if [ $dry -eq 1 ]; then
  printf '%q ' "${array_cmd[@]}"; echo
  printf '%q ' "${merge_cmd[@]}"; echo
  exit 0
fi

array=$("${array_cmd[@]}") || { rc=$?; echo "submit.sh: sbatch refused the array" >&2; exit $rc; }
array=${array%%;*}   # --parsable: "id" or "id;cluster"
merge_cmd=("${merge_cmd[@]//@ARRAY@/$array}")
merge=$("${merge_cmd[@]}") || {
  rc=$?; echo "submit.sh: sbatch refused the merge job; the array $array runs: merge by hand with" \
              "$here/merge.sh $out $array $count" >&2; exit $rc; }
merge=${merge%%;*}
echo "submit.sh: array job $array ($count tasks, one per $per: ${suites}) and merge job $merge"
echo "submit.sh: results in $out/simtlab-${array}_*.json, the store $out/simtlab-$array.store.json,"
echo "submit.sh: the comparison in $out/simtlab-$array.merge.out once job $merge ends"
echo "array=$array merge=$merge count=$count"

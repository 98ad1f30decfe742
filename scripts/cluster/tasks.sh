# shellcheck shell=bash
# scripts/cluster/tasks.sh - the array arithmetic of simtlab.sbatch,
# submit.sh and merge.sh, kept in one place so that it is tested without
# Slurm (tests/cli/test_slurm.sh). Sourced, never run; every function
# prints its answer on stdout and returns 2 on bad input (a message on
# stderr), like `simtlab` does for bad usage.
#
#   simtlab_task_count PER NODES [GPUS_PER_NODE]  tasks in the array: one per
#                                                 node, or one per GPU
#   simtlab_task_slot PER TASK [GPUS_PER_NODE]    "node I" or "node I gpu J":
#                                                 where task TASK sits when the
#                                                 array is packed in order
#   simtlab_task_device PER                       the task's -d selector
#   simtlab_task_stem OUT JOB TASK HOST           its results path, less .json
#   simtlab_task_files OUT JOB TASK               the results files it left
#   simtlab_task_missing OUT JOB COUNT            tasks 0..COUNT-1 that left none
#
# A task's files are OUT/simtlab-JOB_TASK-HOST.json, or with `-d all`
# OUT/simtlab-JOB_TASK-HOST.P-D.json, one per device (docs/cluster.md):
# the job id and task id make the name unique in a job, the host says where
# it ran, since an array does not pin a task to a node.

simtlab_task_uint_() { # NAME VALUE: VALUE is a whole number >= 1
  case $2 in
    ''|*[!0-9]*|0*) echo "tasks.sh: $1 must be a whole number >= 1, not '$2'" >&2; return 2 ;;
  esac
}

simtlab_task_per_() {
  case $1 in
    node|gpu) ;;
    *) echo "tasks.sh: per must be node or gpu, not '$1'" >&2; return 2 ;;
  esac
}

simtlab_task_count() { # PER NODES [GPUS_PER_NODE]
  simtlab_task_per_ "$1" || return 2
  simtlab_task_uint_ nodes "$2" || return 2
  if [ "$1" = node ]; then echo "$2"; return 0; fi
  simtlab_task_uint_ gpus-per-node "${3:-}" || return 2
  echo $(($2 * $3))
}

simtlab_task_slot() { # PER TASK [GPUS_PER_NODE]
  simtlab_task_per_ "$1" || return 2
  case $2 in ''|*[!0-9]*) echo "tasks.sh: task must be a whole number, not '$2'" >&2; return 2 ;; esac
  if [ "$1" = node ]; then echo "node $2"; return 0; fi
  simtlab_task_uint_ gpus-per-node "${3:-}" || return 2
  echo "node $(($2 / $3)) gpu $(($2 % $3))"
}

# A per-node task runs every GPU of its node (every device where there is
# no GPU) with `-d all`; a per-GPU task sees one GPU, the one Slurm's GRES
# gave it (CUDA_VISIBLE_DEVICES, which NVIDIA's OpenCL honours; for other
# vendors what gres.conf has Slurm set, e.g. ROCR_VISIBLE_DEVICES), so
# `-d gpu` is that GPU.
simtlab_task_device() { # PER
  simtlab_task_per_ "$1" || return 2
  if [ "$1" = node ]; then echo all; else echo gpu; fi
}

simtlab_task_stem() { # OUT JOB TASK HOST
  echo "$1/simtlab-$2_$3-$4"
}

simtlab_task_files() { # OUT JOB TASK
  local f
  # "-" right after the task id: task 1 never takes task 10's files
  for f in "$1/simtlab-$2_$3-"*.json; do
    [ -f "$f" ] && echo "$f"
  done
  return 0
}

simtlab_task_missing() { # OUT JOB COUNT
  simtlab_task_uint_ count "$3" || return 2
  local t
  for ((t = 0; t < $3; t++)); do
    [ -n "$(simtlab_task_files "$1" "$2" "$t")" ] || echo "$t"
  done
  return 0
}

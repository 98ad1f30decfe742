#!/usr/bin/env bash
# test_slurm.sh SIMTLAB - scripts/cluster/ through Slurm (issue 32).
#
# Without Slurm (always): bash -n and shellcheck over the scripts; the array
# arithmetic of tasks.sh; simtlab.sbatch run by hand as two array tasks
# would run it (its files, and its refusal to overwrite them); merge.sh over
# those files, then with a task missing (named, exit 1, the rest merged);
# submit.sh --dry-run's two sbatch commands and its errors.
#
# With Slurm: a real single-node cluster in a temporary directory: munged
# with its own key and socket, slurmctld and slurmd with a generated
# slurm.conf (this host, its CPUs, one partition, free ports, everything
# under the directory); submit.sh sends a 2-task array (bandwidth --quick
# --size 4M on this machine's device) and the merge job; both files, the
# store's two runs and compare's table are checked; then simtlab.xml with
# -t slurm, each package a Slurm job, through `jube continue` to its table.
# Every daemon is stopped and the directory removed on any exit (EXIT, INT,
# TERM), and the test checks that no process of it is left.
#
# The path taken is printed: "slurm: real" or "slurm: fallback (why)". In
# CI (CI=true) a missing slurmctld, slurmd, sbatch or munged FAILs
# (scripts/bootstrap test installs them); elsewhere the part without Slurm
# runs and the test then skips (77). Daemons that are installed but do not
# start are reported with their logs, and the part without Slurm decides.
set -u
SL=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
SRC=$(cd "$(dirname "$0")/../.." && pwd)
CL=$SRC/scripts/cluster
"$SL" info >/dev/null 2>&1 || { echo "SKIP: no OpenCL device"; exit 77; }
if ! command -v jq >/dev/null 2>&1; then
  [ "${CI:-}" = true ] && { echo "FAIL: no jq, and CI=true: scripts/bootstrap test installs it"; exit 1; }
  echo "SKIP: no jq (Debian package jq; scripts/bootstrap test installs it)"; exit 77
fi
tmp=$(mktemp -d /tmp/simtlab-slurm.XXXXXX)
chmod 755 "$tmp"   # munged wants every directory above its socket searchable
pass=0 fail=0
ok() { # ok NAME TEST...
  local name=$1; shift
  if "$@"; then pass=$((pass + 1)); else fail=$((fail + 1)); echo "FAIL $name"; fi
}
check() { # check NAME WANT_RC CMD... ; output in $tmp/out, $tmp/err
  local name=$1 want=$2; shift 2
  "$@" > "$tmp/out" 2> "$tmp/err"
  local rc=$?
  if [ "$rc" -eq "$want" ]; then pass=$((pass + 1)); else
    fail=$((fail + 1)); echo "FAIL $name: exit $rc, want $want"; sed 's/^/  | /' "$tmp/err" | head -20
  fi
}
has() { grep -q -- "$1" "$2"; }
jcount() { jq "$1" "$2" 2>/dev/null; }

# ---- teardown: every daemon this test started, then the directory --------
started=() stopped=()   # pids
stop_all() {
  if [ -n "${SLURM_CONF:-}" ] && [ -f "$SLURM_CONF" ] && [ ${#started[@]} -gt 0 ]; then
    scancel --quiet --user="$(id -un)" 2>/dev/null
    scontrol shutdown >/dev/null 2>&1
  fi
  [ -S "$tmp/munge/sock" ] && munged -s --socket="$tmp/munge/sock" >/dev/null 2>&1
  local pid
  for pid in "${started[@]}"; do
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -TERM "$pid" 2>/dev/null && sleep 0.5
    kill -KILL "$pid" 2>/dev/null
  done
  # a job step left behind names its spool directory, under $tmp
  for pid in $(pgrep -f "$tmp" 2>/dev/null); do kill -KILL "$pid" 2>/dev/null; done
  stopped=("${started[@]}") started=()   # once: scontrol waits long for a controller gone
}
cleanup() { stop_all; rm -rf "$tmp"; }
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# ---- without Slurm ---------------------------------------------------------
for f in "$CL"/*.sh "$CL"/simtlab.sbatch; do
  ok "bash -n $(basename "$f")" bash -n "$f"
done
if command -v shellcheck >/dev/null 2>&1; then
  ok "shellcheck scripts/cluster" shellcheck -x -P SCRIPTDIR "$CL"/*.sh "$CL"/simtlab.sbatch
else
  echo "(no shellcheck: not run)"
fi

# the array arithmetic
# shellcheck source=SCRIPTDIR/../../scripts/cluster/tasks.sh
. "$CL/tasks.sh"
ok "per node: one task a node" test "$(simtlab_task_count node 3)" = 3
ok "per GPU: nodes x GPUs" test "$(simtlab_task_count gpu 2 4)" = 8
ok "task 5 of 2 x 4 GPUs" test "$(simtlab_task_slot gpu 5 4)" = "node 1 gpu 1"
ok "task 3 of 2 x 4 GPUs" test "$(simtlab_task_slot gpu 3 4)" = "node 0 gpu 3"
ok "task 2 per node" test "$(simtlab_task_slot node 2)" = "node 2"
ok "a node's selector" test "$(simtlab_task_device node)" = all
ok "a GPU's selector" test "$(simtlab_task_device gpu)" = gpu
check "per what" 2 simtlab_task_count rack 2
check "zero nodes" 2 simtlab_task_count node 0
check "nodes 08" 2 simtlab_task_count node 08
check "per GPU needs GPUs a node" 2 simtlab_task_count gpu 2
ok "a task's file stem" test "$(simtlab_task_stem /o 12 3 n1)" = /o/simtlab-12_3-n1
mkdir -p "$tmp/names"
touch "$tmp/names/simtlab-9_0-a.json" "$tmp/names/simtlab-9_10-b.0-0.json" "$tmp/names/simtlab-9_2-c.0-1.json" \
      "$tmp/names/simtlab-9_2-c.0-0.json" "$tmp/names/simtlab-9_1.out" "$tmp/names/simtlab-8_1-a.json"
ok "task 1 does not take task 10's file, nor job 8's" test -z "$(simtlab_task_files "$tmp/names" 9 1)"
ok "task 2's two devices" test "$(simtlab_task_files "$tmp/names" 9 2 | wc -l)" = 2
ok "missing of 0..11" test "$(simtlab_task_missing "$tmp/names" 9 12 | tr '\n' ' ')" = "1 3 4 5 6 7 8 9 11 "

# simtlab.sbatch as two array tasks of job 77 run it, by hand
out=$tmp/byhand
task_env=(env SIMTLAB="$SL" SIMTLAB_OUT="$out" SIMTLAB_ARGS="--quick --size 4M -q" SLURM_ARRAY_JOB_ID=77
          SIMTLAB_CLUSTER_DIR="$CL")
check "sbatch script outside Slurm" 2 env -u SLURM_JOB_ID -u SLURM_ARRAY_JOB_ID "$CL/simtlab.sbatch"
has "not inside a Slurm job" "$tmp/err" || { fail=$((fail + 1)); echo "FAIL: its message"; }
check "simtlab not found" 2 "${task_env[@]}" SIMTLAB=/nonexistent/simtlab SLURM_ARRAY_TASK_ID=0 "$CL/simtlab.sbatch"
has "simtlab not found" "$tmp/err" || { fail=$((fail + 1)); echo "FAIL: its message"; }
check "out dir not writable" 2 "${task_env[@]}" SIMTLAB_OUT=/proc/simtlab SLURM_ARRAY_TASK_ID=0 "$CL/simtlab.sbatch"
has "not writable" "$tmp/err" || { fail=$((fail + 1)); echo "FAIL: its message"; }
host=$(hostname -s)
# a task runs -d all: every GPU of this host (a host with none: every
# device), a file each, named by its P-D index; PoCL alone is 0-0
stems=$("$SL" info --json | jq -r 'if any(.[]; .type == "gpu") then map(select(.type == "gpu")) else . end |
  .[].index | sub(":"; "-")' | sort)
ndev=$(echo "$stems" | wc -l)
for t in 0 1; do
  check "task $t by hand" 0 "${task_env[@]}" SLURM_ARRAY_TASK_ID=$t "$CL/simtlab.sbatch"
done
f0=$(simtlab_task_files "$out" 77 0 | sort) f1=$(simtlab_task_files "$out" 77 1 | sort)
ok "task 0's files, named by job, task, host and device" test "$f0" = "$(for d in $stems; do echo "$out/simtlab-77_0-$host.$d.json"; done)"
ok "task 1's files" test "$f1" = "$(for d in $stems; do echo "$out/simtlab-77_1-$host.$d.json"; done)"
# shellcheck disable=SC2086 # one path a line, no spaces: $out is mktemp's
ok "task 0: every row verified" test "$(cat $f0 | jq -s '[.[].results[] | select(.verified != true)] | length' 2>/dev/null)" = 0
# shellcheck disable=SC2086
ok "task 0: bandwidth's rows" test "$(cat $f0 | jq -s '[.[].results[]] | length' 2>/dev/null)" -gt 0
# shellcheck disable=SC2086
sum=$(cat $f0 | sha256sum)
check "a task's file is never replaced" 2 "${task_env[@]}" SLURM_ARRAY_TASK_ID=0 "$CL/simtlab.sbatch"
has "not overwritten" "$tmp/err" || { fail=$((fail + 1)); echo "FAIL: its message"; }
# shellcheck disable=SC2086
ok "... the file as it was" test "$(cat $f0 | sha256sum)" = "$sum"

# merge.sh by hand: both tasks; then three expected, one missing
if "$SL" merge --help >/dev/null 2>&1; then
  check "merge.sh over the two tasks" 0 env SIMTLAB="$SL" "$CL/merge.sh" "$out" 77 2
  ok "the store: two runs a device" test "$(jcount '.runs | length' "$out/simtlab-77.store.json")" = $((2 * ndev))
  ok "merge.sh prints compare's table" has "bandwidth" "$tmp/out"
  check "the store is never replaced" 2 env SIMTLAB="$SL" "$CL/merge.sh" "$out" 77 2
  check "a task missing: exit 1" 1 env SIMTLAB="$SL" "$CL/merge.sh" "$out" 77 3 "$tmp/three.json"
  ok "... the task named" has "task 2 left no results file" "$tmp/err"
  ok "... the others merged" test "$(jcount '.runs | length' "$tmp/three.json")" = $((2 * ndev))
else
  fail=$((fail + 1)); echo "FAIL: this simtlab has no 'merge' (merge.sh needs it)"
fi
check "merge.sh: no task at all" 1 env SIMTLAB="$SL" "$CL/merge.sh" "$out" 78 2
check "merge.sh: bad count" 2 env SIMTLAB="$SL" "$CL/merge.sh" "$out" 77 x

# submit.sh --dry-run
check "dry run per GPU" 0 env SIMTLAB="$SL" "$CL/submit.sh" --dry-run --per gpu --nodes 2 --gpus-per-node 4 \
  --out "$tmp/dry" -- --partition=p
ok "... an array of 8, one GPU each" has " --array=0-7 .*--gres=gpu:1 --partition=p " "$tmp/out"
ok "... the merge after it" has "dependency=afterany:@ARRAY@ .*merge.sh.* 8" "$tmp/out"
ok "... nothing made" test ! -e "$tmp/dry"
check "dry run per node" 0 env SIMTLAB="$SL" "$CL/submit.sh" --dry-run --nodes 3 --out "$tmp/dry"
ok "... an array of 3, whole nodes" has " --array=0-2 .*--exclusive" "$tmp/out"
check "submit: simtlab not found" 2 "$CL/submit.sh" --dry-run --simtlab /nonexistent/simtlab
check "submit: bad --per" 2 env SIMTLAB="$SL" "$CL/submit.sh" --dry-run --per rack
check "submit: out not writable" 2 env SIMTLAB="$SL" PATH="$PATH" "$CL/submit.sh" --out /proc/simtlab
for s in submit.sh merge.sh simtlab.sbatch jube_wp.sh; do
  check "$s --help" 0 "$CL/$s" --help
done

echo "without Slurm: $SECONDS s"

# ---- with Slurm ------------------------------------------------------------
path=""
for t in munged slurmctld slurmd sbatch squeue scontrol; do
  command -v "$t" >/dev/null 2>&1 || { path="no $t"; break; }
done
if [ -n "$path" ]; then
  echo "slurm: fallback ($path installed; Debian packages slurmctld slurmd slurm-client munge)"
  echo "$pass passed, $fail failed"
  if [ "${CI:-}" = true ]; then echo "FAIL: CI=true and $path"; exit 1; fi
  [ "$fail" -eq 0 ] || exit 1
  exit 77
fi

start_slurm() { # 0: the node is idle; 1: it is not, the reason in $why
  mkdir -p "$tmp/munge" "$tmp/key" "$tmp/state" "$tmp/spool" "$tmp/log"
  chmod 755 "$tmp/munge"; chmod 700 "$tmp/key"
  head -c 1024 /dev/urandom > "$tmp/key/munge.key"; chmod 400 "$tmp/key/munge.key"
  if ! munged --key-file="$tmp/key/munge.key" --socket="$tmp/munge/sock" --pid-file="$tmp/munge/pid" \
       --log-file="$tmp/log/munged.log" --seed-file="$tmp/munge/seed" 2> "$tmp/log/munged.err"; then
    why="munged did not start: $(cat "$tmp/log/munged.err")"; return 1
  fi
  started+=("$(cat "$tmp/munge/pid")")
  # two free ports, chosen by the kernel
  read -r p1 p2 < <(python3 -c 'import socket
s=[socket.socket() for _ in range(2)]
[x.bind(("127.0.0.1",0)) for x in s]
print(*[x.getsockname()[1] for x in s])')
  local h user; h=$(hostname -s); user=$(id -un)
  cat > "$tmp/slurm.conf" <<CONF
ClusterName=simtlabtest
SlurmctldHost=$h(127.0.0.1)
SlurmctldPort=$p1
SlurmdPort=$p2
AuthType=auth/munge
CredType=cred/munge
AuthInfo=socket=$tmp/munge/sock
SlurmUser=$user
SlurmdUser=$user
StateSaveLocation=$tmp/state
SlurmdSpoolDir=$tmp/spool
SlurmctldPidFile=$tmp/slurmctld.pid
SlurmdPidFile=$tmp/slurmd.pid
SlurmctldLogFile=$tmp/log/slurmctld.log
SlurmdLogFile=$tmp/log/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
JobAcctGatherType=jobacct_gather/none
AccountingStorageType=accounting_storage/none
JobCompType=jobcomp/none
MpiDefault=none
ReturnToService=2
SchedulerType=sched/builtin
SlurmctldDebug=info
SlurmdDebug=info
NodeName=$h NodeAddr=127.0.0.1 CPUs=$(nproc)
PartitionName=simtlab Nodes=$h Default=YES MaxTime=10 State=UP
CONF
  export SLURM_CONF=$tmp/slurm.conf
  if ! slurmctld -i -f "$SLURM_CONF" 2> "$tmp/log/slurmctld.err"; then
    why="slurmctld did not start: $(cat "$tmp/log/slurmctld.err")"; return 1
  fi
  for _ in $(seq 50); do [ -s "$tmp/slurmctld.pid" ] && break; sleep 0.1; done
  [ -s "$tmp/slurmctld.pid" ] && started+=("$(cat "$tmp/slurmctld.pid")")
  if ! slurmd -f "$SLURM_CONF" 2> "$tmp/log/slurmd.err"; then
    why="slurmd did not start: $(cat "$tmp/log/slurmd.err")"; return 1
  fi
  for _ in $(seq 50); do [ -s "$tmp/slurmd.pid" ] && break; sleep 0.1; done
  [ -s "$tmp/slurmd.pid" ] && started+=("$(cat "$tmp/slurmd.pid")")
  for _ in $(seq 200); do
    [ "$(sinfo -h -o %T 2>/dev/null)" = idle ] && return 0
    sleep 0.1
  done
  why="the node is not idle after 20 s ($(sinfo -h -o '%T %E' 2>&1)); slurmctld.log: $(tail -n 3 "$tmp/log/slurmctld.log" 2>&1);
slurmd.log: $(tail -n 3 "$tmp/log/slurmd.log" 2>&1)"
  return 1
}

wait_gone() { # wait_gone SECONDS JOBID...: 0 when none is queued or running any more
  local end=$((SECONDS + $1)); shift
  while [ $SECONDS -lt $end ]; do
    [ -z "$(squeue -h -j "$(IFS=,; echo "$*")" 2>/dev/null)" ] && return 0
    sleep 0.5
  done
  return 1
}

why=""
t0=$SECONDS
if start_slurm; then
  echo "slurm: real (munged, slurmctld and slurmd up in $((SECONDS - t0)) s on $(hostname -s), $(nproc) CPUs)"
  out=$tmp/real
  check "submit.sh: a 2-task array and its merge" 0 env SIMTLAB="$SL" "$CL/submit.sh" --nodes 2 --suites bandwidth \
    --args "--quick --size 4M -q" --out "$out" -- --time=5
  sed 's/^/  | /' "$tmp/out"
  read -r array merge < <(sed -n 's/^array=\([0-9]*\) merge=\([0-9]*\) count=2$/\1 \2/p' "$tmp/out")
  if [ -n "${array:-}" ] && wait_gone 90 "$array" "$merge"; then
    pass=$((pass + 1))
    echo "  array $array and merge $merge done in $((SECONDS - t0)) s"
    for t in 0 1; do
      f=$(simtlab_task_files "$out" "$array" "$t" | sort)
      ok "task $t's files from Slurm" test "$f" = "$(for d in $stems; do echo "$out/simtlab-${array}_$t-$host.$d.json"; done)"
      # shellcheck disable=SC2086 # one path a line, no spaces
      ok "task $t: every row verified" test "$(cat $f | jq -s '[.[].results[] | select(.verified != true)] | length' 2>/dev/null)" = 0
      ok "task $t: ran in Slurm" has "simtlab.sbatch: job $array task $t" "$out/simtlab-${array}_$t.out"
    done
    store=$out/simtlab-$array.store.json
    ok "the store: two runs a device" test "$(jcount '.runs | length' "$store")" = $((2 * ndev))
    ok "the store: the tasks' rows, all verified" \
      test "$(jcount '[.runs[].results.results[] | select(.verified == true)] | length' "$store")" = \
           "$(cat "$out"/simtlab-"${array}"_*.json | jq -s '[.[].results[] | select(.verified == true)] | length')"
    ok "the merge job: 2 of 2 tasks, and compare's table" has "2 of 2 tasks left results" "$out/simtlab-$array.merge.out"
    ok "... compare's table" has "bandwidth" "$out/simtlab-$array.merge.out"
  else
    fail=$((fail + 1)); echo "FAIL: the array and merge job did not finish in 90 s"
    squeue 2>&1 | sed 's/^/  | /'; tail -n 20 "$tmp/log/slurmctld.log" | sed 's/^/  | /'
  fi

  echo "  the array: $((SECONDS - t0)) s"
  # JUBE through Slurm: each package a job, `jube continue` until done
  if command -v jube >/dev/null 2>&1; then
    (cd "$tmp" && SIMTLAB="$SL" SIMTLAB_JUBE_SUITES=scale SIMTLAB_JUBE_SIZES=4M,8M SIMTLAB_JUBE_DEVICES=default \
       SIMTLAB_JUBE_SBATCH="--time=5" jube run "$CL/simtlab.xml" -t slurm --outpath "$tmp/jube" > "$tmp/jube.out" 2>&1)
    ok "jube -t slurm: submitted" test $? -eq 0
    done_=0
    for _ in $(seq 60); do
      jube continue "$tmp/jube" > "$tmp/jube.out" 2>&1
      grep -qE '^ *\| *run \| *2 \| *0 \| *0 \| *0 \| *2 \|$' "$tmp/jube.out" && { done_=1; break; }
      sleep 1
    done
    ok "jube -t slurm: both packages done" test $done_ = 1 || sed 's/^/  | /' "$tmp/jube.out" | tail -8
    jube analyse "$tmp/jube" > /dev/null 2>&1
    jube result "$tmp/jube" > "$tmp/jube.table" 2>&1
    ok "... their table: 4 verified, 0 failed, exit 0 each" \
      test "$(grep -cE '^[01],scale,(4M|8M),default,[^,]*,4,0,0,[0-9.]+,[0-9.]+,0$' "$tmp/jube.table")" = 2 ||
      sed 's/^/  | /' "$tmp/jube.table"
    ok "... each ran as a Slurm job" test "$(find "$tmp/jube/000000" -path "*_run/work/slurm.out" | wc -l)" = 2
  fi
  echo "  JUBE: $((SECONDS - t0)) s"
else
  echo "slurm: fallback (the daemons did not start: $why)"
fi

stop_all
echo "stopped: $((SECONDS - t0)) s"
left=$(pgrep -af "$tmp" 2>/dev/null; for p in "${stopped[@]}"; do kill -0 "$p" 2>/dev/null && echo "pid $p"; done)
ok "no daemon or job of this test left running" test -z "$left" || echo "  left: $left"
echo "$pass passed, $fail failed"
[ "$fail" -eq 0 ]

#!/usr/bin/env bash
# test_devlock.sh SIMTLAB - one GPU, many graders (issue 29): the device
# lock (devlock.h), exercised on the CPU device with SIMTLAB_LOCK_CPU=1
# (a hook for this test: only a GPU is locked otherwise). A holder made by
# flock(1) takes the same flock(2) lock, so the waits are certain, not a
# race between two quick runs. Exit 77 without an OpenCL device.
set -u
SL=$1
tmp=$(mktemp -d)
holder=
cleanup() { [ -n "$holder" ] && kill "$holder" 2>/dev/null; wait 2>/dev/null; rm -rf "$tmp"; }
trap cleanup EXIT
export XDG_RUNTIME_DIR=$tmp/run SIMTLAB_LOCK_CPU=1
mkdir -m 700 "$XDG_RUNTIME_DIR"
unset SIMTLAB_DEVICE
command -v flock >/dev/null || { echo "SKIP: no flock(1)"; exit 77; }
pass=0 fail=0
ok() { pass=$((pass + 1)); }
bad() { fail=$((fail + 1)); echo "FAIL $1"; shift; for f in "$@"; do sed 's/^/  | /' "$f" | head -12; done; }
RUN=(run --quick --only read:float4 -q)

# the first run makes the directory (0700) and the file (0600), and says who holds it
"$SL" "${RUN[@]}" -d cpu >"$tmp/o0" 2>"$tmp/e0"
rc=$?
[ $rc -eq 3 ] && { echo "SKIP: no OpenCL device"; exit 77; }
lock=$(ls "$XDG_RUNTIME_DIR"/simtlab/*.lock 2>/dev/null | head -1)
if [ $rc -eq 0 ] && [ -n "$lock" ] && [[ $(basename "$lock") =~ ^[0-9]+-[0-9]+-[a-z0-9-]+\.lock$ ]] &&
   [ "$(stat -c %a "$XDG_RUNTIME_DIR/simtlab")" = 700 ] && [ "$(stat -c %a "$lock")" = 600 ] &&
   grep -qE '^pid [0-9]+$' "$lock" && grep -qE '^since [0-9]+$' "$lock"; then ok; else
  bad "a run makes $XDG_RUNTIME_DIR/simtlab/*.lock (0700, 0600, pid and since): rc $rc" "$tmp/e0"; fi

# a holder for SECONDS, its pid and start written as simtlab writes them
hold() {
  # one process (a subshell that becomes sleep) holds fd 9 and so the lock: killing it frees both
  sh -c 'exec 9>>"$1"; flock 9; printf "pid %s\nsince %s\n" $$ "$(date +%s)" > "$1"; exec sleep "$2"' _ "$lock" "$1" &
  holder=$!
  for _ in $(seq 50); do flock -n "$lock" true || return 0; sleep 0.1; done
}

# two concurrent runs behind a holder: each says it waits, once; both finish
hold 2
"$SL" "${RUN[@]}" -d cpu >"$tmp/oa" 2>"$tmp/ea" & a=$!
"$SL" "${RUN[@]}" -d cpu >"$tmp/ob" 2>"$tmp/eb" & b=$!
wait $a; ra=$?
wait $b; rb=$?
wait "$holder"; holder=
pat="^simtlab: waiting for \[[0-9]+:[0-9]+\] .*: another simtlab holds it \(pid [0-9]+, since [0-9]{2}:[0-9]{2}:[0-9]{2}; --no-lock to skip\)$"
for x in a b; do
  r=$([ $x = a ] && echo $ra || echo $rb)
  if [ "$r" -eq 0 ] && [ "$(grep -cE "$pat" "$tmp/e$x")" -eq 1 ] && grep -q "1 rows: 1 verified" "$tmp/o$x"; then ok; else
    bad "run $x behind a holder: exit $r, one waiting line, its row" "$tmp/e$x" "$tmp/o$x"; fi
done

# a run that holds it (not --quick: about a second here); the next waits naming that run's pid
"$SL" run --only read:float4 -q -d cpu --watchdog 0 >"$tmp/oc" 2>"$tmp/ec" & c=$!
for _ in $(seq 100); do grep -q "^pid $c$" "$lock" && ! flock -n "$lock" true && break; sleep 0.02; done
"$SL" "${RUN[@]}" -d cpu >"$tmp/od" 2>"$tmp/ed"; rd=$?
wait $c; rc=$?
if [ $rc -eq 0 ] && [ $rd -eq 0 ] && grep -qE "another simtlab holds it \(pid $c, since" "$tmp/ed"; then ok; else
  bad "a run waits for a run, naming its pid $c: exits $rc $rd" "$tmp/ec" "$tmp/ed"; fi

# --no-lock does not wait
hold 30
start=$(date +%s)
"$SL" "${RUN[@]}" -d cpu --no-lock >"$tmp/on" 2>"$tmp/en"; rn=$?
if [ $rn -eq 0 ] && [ $(($(date +%s) - start)) -lt 10 ] && ! grep -q waiting "$tmp/en" &&
   grep -q "1 rows: 1 verified" "$tmp/on"; then ok; else bad "--no-lock: exit $rn, no wait" "$tmp/en"; fi

# SIGINT while waiting: exit 130, the watchdog's worker gone with it, and
# --json written as any interrupted run's (marked interrupted, no rows)
"$SL" "${RUN[@]}" -d cpu --json "$tmp/int.json" >"$tmp/oi" 2>"$tmp/ei" & i=$!
for _ in $(seq 100); do grep -q waiting "$tmp/ei" && break; sleep 0.05; done
worker=$(ps -o pid= --ppid $i | tr -d ' ')
kill -INT $i
wait $i; ri=$?
sleep 0.2
if [ $ri -eq 130 ] && grep -q waiting "$tmp/ei" && [ -n "$worker" ] && ! kill -0 "$worker" 2>/dev/null; then ok; else
  bad "SIGINT while waiting: exit $ri (want 130), worker '$worker' gone" "$tmp/ei"; fi
if command -v jq >/dev/null; then
  if [ "$(jq -c '[.run.interrupted, (.results | length)]' "$tmp/int.json" 2>/dev/null)" = '[true,0]' ]; then ok; else
    bad "SIGINT while waiting: --json not written as interrupted with no rows" "$tmp/ei" "$tmp/oi"; fi
fi

# lab check waits too, and ^C there is 130 as well
"$SL" lab check 1 --solution --no-oclgrind --no-speed --datasets 1 -d cpu >"$tmp/ol" 2>"$tmp/el" & l=$!
for _ in $(seq 100); do grep -q waiting "$tmp/el" && break; sleep 0.05; done
kill -INT $l
wait $l; rl=$?
if [ $rl -eq 130 ] && grep -qE "$pat" "$tmp/el"; then ok; else bad "lab check: waits, ^C is 130: exit $rl" "$tmp/el" "$tmp/ol"; fi
kill "$holder"; wait "$holder" 2>/dev/null; holder=
"$SL" lab check 1 --solution --no-oclgrind --no-speed --datasets 1 -d cpu >"$tmp/ol" 2>"$tmp/el"; rl=$?
if [ $rl -eq 0 ] && ! grep -q waiting "$tmp/el"; then ok; else bad "lab check, free: exit $rl" "$tmp/el" "$tmp/ol"; fi

# nothing left behind but the lock file itself
left=$(find "$XDG_RUNTIME_DIR" -mindepth 1 | grep -v "^$lock$" | grep -v "^$XDG_RUNTIME_DIR/simtlab$")
if [ -z "$left" ]; then ok; else bad "left behind: $left"; fi

echo "$pass passed, $fail failed"
[ $fail -eq 0 ]

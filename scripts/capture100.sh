#!/usr/bin/env bash
# capture100.sh OUTDIR - what a first-time student sees, captured in a real
# 100-column terminal (tmux): each command's screen into OUTDIR/NAME.txt,
# and a check that no row wrapped (a line the terminal broke in two shows
# as more physical rows than joined lines). Exit 1 when any row wrapped.
# Needs tmux and a built simtlab (SL=path, default build/simtlab); runs on
# the default device (PoCL when there is no GPU).
set -u
OUT=${1:?usage: scripts/capture100.sh OUTDIR}
SL=${SL:-$PWD/build/simtlab}
R=$(cd "$(dirname "$0")/.." && pwd)
command -v tmux >/dev/null || { echo "capture100: tmux is not installed" >&2; exit 2; }
mkdir -p "$OUT"
tmp=$(mktemp -d)
sock="$tmp/tmux.sock"
trap 'tmux -S "$sock" kill-server 2>/dev/null; rm -rf "$tmp"' EXIT
echo "set -g history-limit 100000" > "$tmp/tmux.conf"
bad=0
capture() { # capture NAME ARGS... (simtlab's)
  local name=$1; shift
  local cmd
  cmd=$(printf '%q ' "$SL" "$@")
  tmux -S "$sock" -f "$tmp/tmux.conf" new-session -d -x 100 -y 50 -s cap \
    "cd '$R' && SIMTLAB_KERNEL_PATH='$R/cl' $cmd; echo \$? > '$tmp/rc'; tmux -S '$sock' wait-for -S done; sleep 600"
  tmux -S "$sock" wait-for done
  tmux -S "$sock" capture-pane -t cap -p -S - -E - > "$tmp/phys"
  tmux -S "$sock" capture-pane -t cap -p -J -S - -E - > "$tmp/joined"
  tmux -S "$sock" kill-server 2>/dev/null
  { echo "\$ simtlab $*"; sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' "$tmp/joined"; } > "$OUT/$name.txt"
  local phys joined
  phys=$(grep -c '' "$tmp/phys"); joined=$(grep -c '' "$tmp/joined")
  if [ "$phys" -ne "$joined" ]; then
    bad=1; echo "capture100: $name: $((phys - joined)) row(s) wrapped at 100 columns" >&2
  else
    echo "capture100: $name: $(($(grep -c '' "$OUT/$name.txt") - 1)) lines, none wrapped (exit $(cat "$tmp/rc"))"
  fi
}
capture info info
capture list list
capture run run -q
capture run-quick-all run --quick all -q
capture model-coalesce model coalesce --offset 4
capture model-banks model banks --stride 32
capture model-occupancy model occupancy --arch sm_90 --wg 256 --regs 40 --local 8192
capture compare compare data/results/i27b-h200-2026-11-26-all.json data/results/i27b-h100-2026-11-26-all.json
capture lab-check-1 lab check 1 --solution --speed
exit $bad

#!/usr/bin/env bash
# jube_wp.sh - one work package of scripts/cluster/simtlab.xml: `simtlab run`
# with the package's parameters, in its work directory. JUBE runs it there
# (locally), or sbatch does (--tag slurm) and JUBE waits for the file
# `ready` (or `error`). Not for use by hand.
#
# Reads, as JUBE exports them: simtlab (the binary), suite, size, device
# ("default": no -d, simtlab's own choice), args (more options).
# Writes results.json (analysed), run.log (the table and progress) and
# exit_code. Exits 0 when simtlab did (0) or ran and found a failed check
# (1: the table shows the failed rows); otherwise simtlab's exit, `error`
# touched for a Slurm job.
# shellcheck disable=SC2154 # simtlab, suite, size, device: JUBE's, checked below
set -uo pipefail
case ${1:-} in -h|--help) sed -n '2,/^# shellcheck/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;; esac
for v in simtlab suite size device; do
  [ -n "${!v:-}" ] || { echo "jube_wp.sh: \$$v is not set (JUBE sets it: run scripts/cluster/simtlab.xml)" >&2; exit 2; }
done
sel=()
[ "$device" = default ] || sel=(-d "$device")
read -r -a more <<< "${args:-}"
"$simtlab" run "$suite" "${sel[@]}" --size "$size" --json results.json "${more[@]}" > run.log 2>&1
rc=$?
echo "$rc" > exit_code
if [ $rc -le 1 ]; then touch ready; exit 0; fi
echo "jube_wp.sh: simtlab exited $rc; the end of run.log:" >&2
tail -n 20 run.log >&2
touch error
exit $rc

#!/usr/bin/env bash
# ptx-summary.sh DIR - for each program binary dumped by SIMTLAB_DUMP_BINARIES
# on NVIDIA (PTX text), count the global loads and stores of each kernel by
# width: ld.global.v4.f32 is one 16-byte load per lane.
for f in "$1"/*.bin; do
  echo "== $(basename "$f")"
  awk '/^\.(visible )?\.entry/ { name = $NF; sub(/\(.*/, "", name) }
       /(ld|st)\.global/ { op = $1; counts[name " " op]++ }
       END { for (k in counts) print "  " k ": " counts[k] }' "$f" | sort
done

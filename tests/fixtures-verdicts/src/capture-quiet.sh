#!/usr/bin/env bash
# Captures the <set>-quiet sets: the same benchmarks and order as capture-go.sh and capture-rest.sh, run on
# core 1 alone while pin.py holds every other process on core 0 (see ../README.md, Quiet sets). Needs the
# same tools as those scripts (Go, /tmp/corpus-venv, /tmp/corpus-bin/work, cargo). About 35 minutes.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
work=$(mktemp -d)
cp -r "$here" "$work/src"                 # the capture scripts write next to their src/: a scratch copy
rm -f "$work/UNPIN"
python3 "$here/pin.py" "$work/UNPIN" &    # everything else onto core 0 until UNPIN exists
trap 'touch "$work/UNPIN"' EXIT
export CAPTURE_CPU=1                      # capture.py counts other work on core 1 only
taskset -c 1 bash "$work/src/capture-go.sh"
SETS="pytest-benchmark hyperfine criterion" taskset -c 1 bash "$work/src/capture-rest.sh"
for set in go-count1 go-count10 pytest-benchmark hyperfine criterion; do
  rm -rf "$root/$set-quiet"
  cp -r "$work/$set" "$root/$set-quiet"
  python3 "$here/manifest.py" "$set-quiet"
done

#!/usr/bin/env bash
# Captures the go-count1 and go-count10 sets (run from anywhere; see ../README.md).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
go=/usr/local/go/bin/go
cap="python3 $here/capture.py"
slow=BenchmarkSort
cd "$here/go"
$go test -c -o /dev/null . # compile once, so the captures run a cached build

# Measured factor: BenchmarkSort alone, -benchtime=1s -count=8, a / b10 / b30 interleaved twice.
calib="$root/go-calibration.txt"
: > "$calib"
for round in 1 2; do
  for v in a:1 b10:1.10 b30:1.30; do
    name=${v%%:*}; f=${v#*:}
    echo "== $name round $round" >> "$calib"
    BENCH_SLOW="$slow=$f" $go test -run='^$' -bench="^$slow\$" -benchtime=1s -count=8 . >> "$calib"
  done
done

one() { # set variant nn extra-args...
  local set=$1 v=$2 nn=$3; shift 3
  local env=()
  case $v in b10) env=(--env "BENCH_SLOW=$slow=1.10");; b30) env=(--env "BENCH_SLOW=$slow=1.30");; esac
  $cap "$root/$set/capture-log.jsonl" "$root/$set/$v-$nn.txt" --stdout "${env[@]}" -- $go test -run='^$' -bench=. "$@" ./...
}
for set in go-count1 go-count10; do
  mkdir -p "$root/$set"; rm -f "$root/$set"/*.txt "$root/$set/capture-log.jsonl"
  if [ $set = go-count1 ]; then args=(); else args=(-benchtime=100ms -count=10); fi
  for i in 01 02 03 04 05 06; do
    one $set a $i "${args[@]}"; one $set b10 $i "${args[@]}"; one $set b30 $i "${args[@]}"
  done
  for i in 07 08 09 10 11 12; do one $set a $i "${args[@]}"; done
done
echo CAPTURE-GO-DONE

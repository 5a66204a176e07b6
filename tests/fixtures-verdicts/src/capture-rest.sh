#!/usr/bin/env bash
# Captures the pytest-benchmark, hyperfine and criterion sets (see ../README.md).
# Order per set: a, b10, b30 interleaved six times, then a-07 … a-12.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
cap="python3 $here/capture.py"
py=/tmp/corpus-venv/bin/python
export CARGO_TARGET_DIR=/tmp/corpus-target
order="a:01 b10:01 b30:01 a:02 b10:02 b30:02 a:03 b10:03 b30:03 a:04 b10:04 b30:04 a:05 b10:05 b30:05 a:06 b10:06 b30:06 a:07 a:08 a:09 a:10 a:11 a:12"
slowenv() { # variant benchmark → capture.py arguments
  case $1 in b10) echo "--env BENCH_SLOW=$2=1.10";; b30) echo "--env BENCH_SLOW=$2=1.30";; esac
}
fresh() { mkdir -p "$root/$1"; rm -rf "$root/$1"/[ab]*-[0-9][0-9]* "$root/$1/capture-log.jsonl"; }

sets=${SETS:-pytest-benchmark hyperfine criterion}
for set in $sets; do
  fresh $set
  [ $set = criterion ] && rm -rf "$CARGO_TARGET_DIR/criterion"
  for vn in $order; do
    v=${vn%%:*}; n=${vn#*:}
    case $set in
      pytest-benchmark)
        (cd "$here/python" && $cap "$root/$set/capture-log.jsonl" "$root/$set/$v-$n.json" $(slowenv $v test_json_roundtrip) -- \
          $py -m pytest -q -p no:cacheprovider --benchmark-max-time=0.5 --benchmark-save-data --benchmark-json="$root/$set/$v-$n.json" test_corpus.py) > /dev/null ;;
      hyperfine)
        (cd /tmp/corpus-bin && $cap "$root/$set/capture-log.jsonl" "$root/$set/$v-$n.json" $(slowenv $v sha) -- \
          hyperfine --export-json "$root/$set/$v-$n.json" './work sort' './work sha' './work gzip' './work json' './work primes') > /dev/null ;;
      criterion)
        # a runs compare with the previous a run and become the baseline "a"; b runs compare with the latest a.
        if [ $v = a ]; then base=(--save-baseline a); else base=(--baseline a); fi
        (cd "$here/rust" && $cap "$root/$set/capture-log.jsonl" "$root/$set/$v-$n.txt" --stdout $(slowenv $v hashmap_insert_500) -- \
          cargo bench --bench corpus -- --warm-up-time 1 --measurement-time 2 --noplot "${base[@]}") 2> /dev/null
        # Keep only what a reader of target/criterion needs: new/{estimates,benchmark,sample}.json, change/estimates.json.
        (cd $CARGO_TARGET_DIR/criterion && for b in */; do
          b=${b%/}; [ "$b" = report ] && continue
          mkdir -p "$root/$set/$v-$n/$b/new"
          cp "$b/new/estimates.json" "$b/new/benchmark.json" "$b/new/sample.json" "$root/$set/$v-$n/$b/new/"
          if [ -f "$b/change/estimates.json" ] && [ $v-$n != a-01 ]; then mkdir -p "$root/$set/$v-$n/$b/change"; cp "$b/change/estimates.json" "$root/$set/$v-$n/$b/change/"; fi
        done) ;;
    esac
  done
  echo "SET-DONE $set"
done
echo CAPTURE-REST-DONE

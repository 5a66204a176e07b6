#!/usr/bin/env python3
"""Writes <set>/manifest.json from <set>/capture-log.jsonl and <set>/calibration.json.

usage: manifest.py <set>
"""
import json
import os
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUSY = 0.5  # other processes' CPU, in cores, averaged over the capture
SETS = {
    'go-count1': ('go test -bench', 'go-test-bench', "cd src/go && go test -run='^$' -bench=. ./... > <file>", 'BenchmarkSort', 'go-count1'),
    'go-count10': ('go test -bench', 'go-test-bench', "cd src/go && go test -run='^$' -bench=. -benchtime=100ms -count=10 ./... > <file>",
                   'BenchmarkSort', 'go-count1'),
    'criterion': ('criterion.rs', 'criterion',
                  'cd src/rust && cargo bench --bench corpus -- --warm-up-time 1 --measurement-time 2 --noplot --save-baseline a (a runs) | --baseline a (b runs) > <file>',
                  'hashmap_insert_500', 'criterion'),
    'pytest-benchmark': ('pytest-benchmark', 'pytest-benchmark',
                         'cd src/python && pytest -q -p no:cacheprovider --benchmark-max-time=0.5 --benchmark-save-data --benchmark-json=<file> test_corpus.py',
                         'test_json_roundtrip', 'pytest-benchmark'),
    'hyperfine': ('hyperfine', 'hyperfine',
                  "cd <dir of the built src/hyperfine> && hyperfine --export-json <file> './work sort' './work sha' './work gzip' './work json' './work primes'",
                  './work sha', 'hyperfine'),
}


def main():
    name = sys.argv[1]
    # <set>-quiet: the same benchmarks captured again on a core of their own (see ../README.md, Quiet sets).
    quiet = name.endswith('-quiet')
    tool, fmt, command, slowed, calib_set = SETS[name.removesuffix('-quiet')]
    log = [json.loads(line) for line in open(f'{root}/{name}/capture-log.jsonl')]
    calib = json.load(open(f'{root}/{calib_set}/calibration.json'))
    env_name = 'BENCH_SLOW=' + slowed.replace('./work ', '')
    variants = {}
    for v, factor in (('a', None), ('b10', 1.10), ('b30', 1.30)):
        files = sorted(r['file'] for r in log if r['file'].startswith(v + '-'))
        entry = {'files': files}
        if name == 'criterion':
            entry['dirs'] = [f.rsplit('.', 1)[0] for f in files]
        if factor:
            entry.update({'slowed': [slowed], 'factor': factor, 'measuredFactor': calib[v]['measuredFactor'],
                          'measuredFactorMin': calib[v]['minFactor'],
                          'slowedWith': f'{env_name}={factor:.2f}'})
        variants[v] = entry
    manifest = {
        'tool': tool, 'format': fmt, 'command': command, 'variants': variants,
        'busy': sorted(r['file'] for r in log if r['otherCpu'] >= BUSY),
        'busyRule': f'otherCpu >= {BUSY}: CPU cores of work by other processes, averaged over the capture',
        'captures': {r['file']: {k: r[k] for k in ('started', 'wallSeconds', 'loadStart', 'loadEnd', 'otherCpu')} for r in log},
        **({'cpu': 'core 1 alone (taskset -c 1); every other process held on core 0; otherCpu counts core 1 only'} if quiet else {}),
        'calibration': {k: calib[k] for k in ('benchmark', 'rounds', 'started', 'b10', 'b30')},
    }
    assert all(r['exit'] == 0 for r in log), 'a capture failed'
    with open(f'{root}/{name}/manifest.json', 'w') as f:
        json.dump(manifest, f, indent=2)
        f.write('\n')
    print(name, {v: len(e['files']) for v, e in variants.items()}, 'busy', len(manifest['busy']))


main()

#!/usr/bin/env python3
"""Measures the slowdown BENCH_SLOW really injects, per set: the slowed benchmark alone, variants
a / b10 / b30 run in turn (rotated each round, so load changes hit all three alike), many rounds.

usage: calibrate.py <set> [rounds]      writes <set>/calibration.json

Times are CPU time, not wall time: on this shared 2-core machine (load average 20+ while the corpus
was made) wall times of the same code varied several-fold between runs, far more than the 10 % to be
checked, while the CPU time a process spends is little affected by others waiting for the CPU.
measuredFactor = median over rounds of (b time / a time of the same round); minFactor = ratio of the
smallest times. go: CPU time of the compiled test binary running BenchmarkSort 20000 times, less that
of a 1-iteration run (start-up); pytest-benchmark: its median with --benchmark-timer=time.process_time;
hyperfine: user + system time (-N, 10 runs); criterion: examples/calibrate.rs (thread CPU time).
"""
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

here = os.path.dirname(os.path.abspath(__file__))
root = os.path.dirname(here)


GO_TEST = '/tmp/corpus-go-calibrate.test'


def cpu_of(cmd, env, cwd=None):
    """CPU seconds (user + system) the command used."""
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, env=env, cwd=cwd, capture_output=True, check=True)
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)


def go(env):
    if not os.path.exists(GO_TEST):
        subprocess.run(['/usr/local/go/bin/go', 'test', '-c', '-o', GO_TEST, '.'], cwd=f'{here}/go', check=True)
    run = lambda n: cpu_of([GO_TEST, '-test.run=^$', '-test.bench=^BenchmarkSort$', f'-test.benchtime={n}x'], env)
    return (run(20000) - run(1)) / 20000 * 1e9


def criterion(env):
    # built once with: cd src/rust && CARGO_TARGET_DIR=/tmp/corpus-target cargo build --release --example calibrate
    out = subprocess.run(['/tmp/corpus-target/release/examples/calibrate'], env=env, capture_output=True, text=True, check=True).stdout
    return float(out.split()[0])


def pytest(env):
    with tempfile.NamedTemporaryFile(suffix='.json') as f:
        subprocess.run(['/tmp/corpus-venv/bin/python', '-m', 'pytest', '-q', '-p', 'no:cacheprovider', '-k', 'test_json_roundtrip',
                        '--benchmark-max-time=0.3', '--benchmark-timer=time.process_time', f'--benchmark-json={f.name}', 'test_corpus.py'],
                       cwd=f'{here}/python', env=env, capture_output=True, check=True)
        return json.load(open(f.name))['benchmarks'][0]['stats']['median']


def hyperfine(env):
    with tempfile.NamedTemporaryFile(suffix='.json') as f:
        subprocess.run(['hyperfine', '-N', '--runs', '10', '--export-json', f.name, './work sha'], cwd='/tmp/corpus-bin', env=env,
                       capture_output=True, check=True)
        r = json.load(open(f.name))['results'][0]
        return r['user'] + r['system']


SETS = {'go': (go, 'BenchmarkSort'), 'criterion': (criterion, 'hashmap_insert_500'),
        'pytest-benchmark': (pytest, 'test_json_roundtrip'), 'hyperfine': (hyperfine, 'sha')}


def main():
    name = sys.argv[1]
    rounds = int(sys.argv[2]) if len(sys.argv) > 2 else 15
    fn, bench = SETS[name]
    variants = [('a', None), ('b10', '1.10'), ('b30', '1.30')]
    times = {v: [] for v, _ in variants}
    started = time.strftime('%Y-%m-%dT%H:%M:%SZ', time.gmtime())
    load0 = open('/proc/loadavg').read().split()[:3]
    for r in range(rounds):
        for v, f in variants[r % 3:] + variants[:r % 3]:
            env = dict(os.environ)
            env.pop('BENCH_SLOW', None)
            if f:
                env['BENCH_SLOW'] = f'{bench}={f}'
            times[v].append(fn(env))
    res = {'benchmark': bench, 'rounds': rounds, 'started': started, 'loadStart': [float(x) for x in load0],
           'loadEnd': [float(x) for x in open('/proc/loadavg').read().split()[:3]], 'times': times}
    for v in ('b10', 'b30'):
        res[v] = {'measuredFactor': round(statistics.median(b / a for a, b in zip(times['a'], times[v])), 3),
                  'minFactor': round(min(times[v]) / min(times['a']), 3)}
    out = f'{root}/{"go-count1" if name == "go" else name}/calibration.json'
    json.dump(res, open(out, 'w'), indent=1)
    print(name, res['b10'], res['b30'])


main()

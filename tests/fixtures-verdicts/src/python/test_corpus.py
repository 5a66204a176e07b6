"""Small pytest-benchmark tests of different speeds for the verdict proof corpus.

BENCH_SLOW=<test name>=<factor> (e.g. BENCH_SLOW=test_json_roundtrip=1.30) makes one test do real
extra work in every call: a call runs its unit of work `units` times, and (factor - 1) * units more
times when slowed, so each call (each round, as pytest-benchmark times one call per round here) is
slower by the factor. Only a test with units=10 can be slowed by 10 % or 30 %.
"""
import hashlib
import json
import os
import random
import re


def timed(name, op, units=1):
    """`op` run `units` times per call, plus the extra units BENCH_SLOW asks for `name`."""
    spec = os.environ.get('BENCH_SLOW', '')
    target, _, factor = spec.partition('=')
    extra = (float(factor) - 1) * units if target == name else 0.0
    if abs(extra - round(extra)) > 1e-9:
        raise ValueError(f'BENCH_SLOW: {name} has {units} units per call, so {factor} is not a whole number of extra units')
    reps = range(units + round(extra))

    def call():
        for _ in reps:
            op()

    return call


rng = random.Random(1)
NUMBERS = [rng.random() for _ in range(50_000)]
RECORD = {'id': 42, 'name': 'benchmark', 'tags': ['a', 'bb', 'ccc'] * 4, 'nested': {str(i): i for i in range(10)}}
BLOB = bytes(range(256)) * 4096 * 8  # 8 MiB
TEXT = ' '.join(f'user{i}@example.com said {i * 7} things' for i in range(10_000))
MAIL = re.compile(r'(\w+)@(\w+)\.com')


def test_sorted_50k(benchmark):
    benchmark(timed('test_sorted_50k', lambda: sorted(NUMBERS)))


def test_json_roundtrip(benchmark):
    benchmark(timed('test_json_roundtrip', lambda: json.loads(json.dumps(RECORD)), units=10))


def test_sha256_4m(benchmark):
    benchmark(timed('test_sha256_4m', lambda: hashlib.sha256(BLOB).digest()))


def test_dict_comprehension(benchmark):
    benchmark(timed('test_dict_comprehension', lambda: {i: i * i for i in range(100_000)}))


def test_regex_findall(benchmark):
    benchmark(timed('test_regex_findall', lambda: MAIL.findall(TEXT)))


def test_fib_23(benchmark):
    def fib(n):
        return n if n < 2 else fib(n - 1) + fib(n - 2)

    benchmark(timed('test_fib_23', lambda: fib(23)))

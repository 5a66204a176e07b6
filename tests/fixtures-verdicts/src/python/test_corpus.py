"""Small pytest-benchmark tests of different speeds for the verdict proof corpus.

BENCH_SLOW=<test name>=<factor> (e.g. BENCH_SLOW=test_json_roundtrip=1.30) makes one test do real
extra work: the operation runs twice on (factor - 1) of the calls, evenly spread.
"""
import hashlib
import json
import os
import random
import re


def timed(name, op):
    """`op` as the benchmarked callable, with the extra work BENCH_SLOW asks for `name`."""
    spec = os.environ.get('BENCH_SLOW', '')
    target, _, factor = spec.partition('=')
    frac = float(factor) - 1 if target == name else 0.0
    acc = [0.0]

    def call():
        op()
        acc[0] += frac
        if acc[0] >= 1:
            acc[0] -= 1
            op()

    return call


rng = random.Random(1)
NUMBERS = [rng.random() for _ in range(50_000)]
RECORD = {'id': 42, 'name': 'benchmark', 'tags': ['a', 'bb', 'ccc'] * 20, 'nested': {str(i): i for i in range(300)}}
BLOB = bytes(range(256)) * 4096 * 8  # 8 MiB
TEXT = ' '.join(f'user{i}@example.com said {i * 7} things' for i in range(10_000))
MAIL = re.compile(r'(\w+)@(\w+)\.com')


def test_sorted_50k(benchmark):
    benchmark(timed('test_sorted_50k', lambda: sorted(NUMBERS)))


def test_json_roundtrip(benchmark):
    benchmark(timed('test_json_roundtrip', lambda: json.loads(json.dumps(RECORD))))


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

#!/usr/bin/env python3
"""Prints the README's per-set summary: when, how loaded, and how much the slowed benchmark's typical
time moved between A/A captures and between variants (go: ns/op, median of the file's samples;
criterion: its estimate; pytest-benchmark: median; hyperfine: median)."""
import json
import os
import re
import statistics
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SCALE = {'ps': 1e-3, 'ns': 1, 'µs': 1e3, 'ms': 1e6, 's': 1e9}


def typical(set_, path, bench):
    text = open(path, encoding='utf-8').read()
    set_ = set_.removesuffix('-quiet')
    if set_.startswith('go'):
        # -2: GOMAXPROCS on both cores; none on one core (the quiet sets)
        return statistics.median(float(v) for v in re.findall(rf'^{bench}(?:-\d+)?\s+\d+\s+([\d.]+) ns/op', text, re.M))
    if set_ == 'criterion':
        m = re.search(rf'^{bench}\s+time:\s+\[\S+ \S+ (\S+) (\S+)', text, re.M)
        return float(m.group(1)) * SCALE[m.group(2)]
    d = json.loads(text)
    if set_ == 'pytest-benchmark':
        return next(b for b in d['benchmarks'] if b['name'] == bench)['stats']['median'] * 1e9
    return next(r for r in d['results'] if r['command'] == bench)['median'] * 1e9


def fmt(ns):
    for unit, f in (('s', 1e9), ('ms', 1e6), ('µs', 1e3)):
        if ns >= f:
            return f'{ns / f:.3g} {unit}'
    return f'{ns:.3g} ns'


print('| set | captured (UTC) | load average (1 min) | otherCpu | busy | slowed benchmark: a (min – median – max) | b10 ÷ a, b30 ÷ a (medians) |')
print('|---|---|---|---|---|---|---|')
for s in sys.argv[1:]:
    m = json.load(open(f'{root}/{s}/manifest.json'))
    caps = m['captures']
    loads = [c['loadStart'][0] for c in caps.values()] + [c['loadEnd'][0] for c in caps.values()]
    other = [c['otherCpu'] for c in caps.values()]
    start = min(c['started'] for c in caps.values())
    end = max(c['started'] for c in caps.values())
    bench = m['variants']['b30']['slowed'][0]
    t = {v: [typical(s, f'{root}/{s}/{f}', bench) for f in e['files']] for v, e in m['variants'].items()}
    med = {v: statistics.median(x) for v, x in t.items()}
    print(f"| {s} | {start[11:16]}–{end[11:16]} | {min(loads):.1f}–{max(loads):.1f} | {min(other):.2f}–{max(other):.2f} | "
          f"{len(m['busy'])} of {len(caps)} | {fmt(min(t['a']))} – {fmt(med['a'])} – {fmt(max(t['a']))} | "
          f"{med['b10'] / med['a']:.2f}, {med['b30'] / med['a']:.2f} |")

// pnpm compare <base> <head>: verdicts by tolerance and by tests over samples, added and removed
// results, environment notes, escaping of hostile names, exit codes, git refs as sides, and the real
// data against itself. Most cases call main() in this process; a few run the CLI as a child process.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, test } from 'vitest'
import { main } from '../../../../scripts/commands/compare'
import type { Report } from '../../../../scripts/tools/compare-report'
import type { Row } from '../../../../scripts/tools/compare-rows'
import { escapeMd } from '../../../../scripts/tools/compare-markdown'
import { runAsync } from '../../run-async'

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url))
const TSX = join(ROOT, 'node_modules/.bin/tsx')
const COMPARE = join(ROOT, 'scripts/commands/compare.ts')
const tmpRoot = mkdtempSync(join(tmpdir(), 'compare-test-'))
afterAll(() => rmSync(tmpRoot, { recursive: true, force: true }))

// ── building data folders ──

type Json = Record<string, unknown>

const METRICS = {
  time: { label: 'Time per op', unit: 'ns', direction: 'lower' },
  calls: { label: 'Calls', unit: 'calls/s', direction: 'higher' },
}

function suiteJson(id: string, extra: Json = {}): Json {
  return { id, title: `Suite ${id}`, project: 'Test', metrics: METRICS, ...extra }
}

function result(benchmark: string, values: Record<string, number | Json>, params?: Json): Json {
  const v = Object.fromEntries(Object.entries(values).map(([k, x]) => [k, typeof x === 'number' ? { value: x } : x]))
  return params ? { benchmark, params, values: v } : { benchmark, values: v }
}

function run(id: string, date: string, results: Json[], extra: Json = {}): Json {
  return { id, date, ...extra, results }
}

interface SuiteSpec {
  suite: Json
  runs: Json[]
}

let dirCount = 0
function dataDir(suites: SuiteSpec[], name = `d${++dirCount}`): string {
  const dir = join(tmpRoot, name)
  writeData(dir, suites)
  return dir
}

function writeData(dir: string, suites: SuiteSpec[]): void {
  for (const s of suites) {
    const sd = join(dir, String(s.suite.id))
    mkdirSync(join(sd, 'runs'), { recursive: true })
    writeFileSync(join(sd, 'suite.json'), JSON.stringify(s.suite, null, 2))
    for (const r of s.runs) writeFileSync(join(sd, 'runs', `${String(r.id)}.json`), JSON.stringify(r, null, 2))
  }
}

/** Base has run r1; head has r1 and r2 (the usual PR: one new run). */
function pair(suite: Json, r1: Json[], r2: Json[], r2extra: Json = {}, r1extra: Json = {}): [string, string] {
  const first = run('r1', '2026-01-01', r1, r1extra)
  const base = dataDir([{ suite, runs: [first] }])
  const head = dataDir([{ suite, runs: [first, run('r2', '2026-02-01', r2, r2extra)] }])
  return [base, head]
}

// ── running it ──

interface Out {
  code: number
  stdout: string
  stderr: string
}

function cmp(args: string[], cwd = ROOT): Out {
  let stdout = ''
  let stderr = ''
  const code = main(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), cwd })
  return { code, stdout, stderr }
}

function report(base: string, head: string, ...more: string[]): Report {
  return reportIn(ROOT, base, head, ...more)
}

function reportIn(cwd: string, base: string, head: string, ...more: string[]): Report {
  const out = cmp([base, head, '--json', ...more], cwd)
  expect(out.stderr).toBe('')
  expect(out.code).toBe(0)
  return JSON.parse(out.stdout) as Report
}

function rowsOf(rep: Report, suite = 's'): Row[] {
  return rep.suites.find((s) => s.id === suite)!.rows
}

function rowOf(rep: Report, benchmark: string, metric: string, suite = 's'): Row {
  const r = rowsOf(rep, suite).find((x) => x.benchmark === benchmark && x.metric === metric)
  if (!r) throw new Error(`no row ${benchmark}/${metric}`)
  return r
}

async function child(args: string[], cwd = ROOT): Promise<Out> {
  const r = await runAsync(TSX, [COMPARE, ...args], { cwd, env: { ...process.env, FORCE_COLOR: '0' } })
  return { code: r.status ?? -1, stdout: r.stdout, stderr: r.stderr }
}

// ── verdicts ──

describe('verdicts without samples: the suite tolerance', () => {
  const suite = suiteJson('s', { tolerance: 0.1 })
  const [base, head] = pair(
    suite,
    [result('Encode', { time: 100, calls: 1000 }), result('Decode', { time: 50, calls: 2000 })],
    [result('Encode', { time: 130, calls: 1300 }), result('Decode', { time: 52, calls: 1950 })],
  )

  test('ns/op up 30 % → regressed; calls/s up 30 % → improved; inside ±10 % → unchanged', () => {
    const rep = report(base, head)
    const t = rowOf(rep, 'Encode', 'time')
    expect(t.verdict).toBe('regressed')
    expect(t.method).toBe('tolerance')
    expect(t.change).toBeCloseTo(0.3, 12)
    expect(t.changeText).toBe('+30.0\u00a0%')
    expect(t.base.text).toBe('100.00\u00a0ns')
    expect(rowOf(rep, 'Encode', 'calls').verdict).toBe('improved')
    expect(rowOf(rep, 'Decode', 'time').verdict).toBe('unchanged')
    expect(rowOf(rep, 'Decode', 'calls').verdict).toBe('unchanged')
    expect(rep.counts).toEqual({
      regressed: 1,
      improved: 1,
      unchanged: 2,
      unknown: 0,
      secondary: 0,
      added: 0,
      removed: 0,
    })
    expect(rep.worst).toMatchObject({ suite: 's', row: { benchmark: 'Encode', metric: 'time' } })
    expect(rep.suites[0]).toMatchObject({ base: { id: 'r1' }, head: { id: 'r2' }, tolerance: 0.1, sameRun: false })
  })

  test('the Markdown starts with the summary and folds a table per suite', () => {
    const out = cmp([base, head])
    expect(out.code).toBe(0)
    const md = out.stdout
    const lines = md.split('\n')
    expect(lines[0]).toBe('## Benchmark comparison')
    expect(md).toContain('**1 regression** · 1 improvement · 2 unchanged · 0 added · 0 removed')
    expect(md).toContain(
      '**Worst regression:** s › Encode › Time per op: 100.00\u00a0ns → 130.00\u00a0ns (+30.0\u00a0%)',
    )
    expect(md.indexOf('Worst regression')).toBeLessThan(md.indexOf('<details>'))
    expect(md).toContain(
      '<details><summary><b>s</b> — Suite s: <b>1 regression</b>, 1 improvement, 2 unchanged</summary>',
    )
    expect(md).toContain('| Benchmark | Metric | Base | Head | Change | Verdict |')
    // Each verdict says what decided: the figure compared, the test (none: no spread), the band and where it came from.
    expect(md).toContain(
      '| Encode | Time per op | 100.00\u00a0ns | 130.00\u00a0ns | +30.0\u00a0% | 🔴 **regressed** · the reported value; no test (no spread reported); ±10\u00a0% band (no history yet) |',
    )
    expect(md).toContain(
      '| Encode | Calls | 1.00K\u00a0calls/s | 1.30K\u00a0calls/s | +30.0\u00a0% | 🟢 improved · the reported value; no test (no spread reported); ±10\u00a0% band (no history yet) |',
    )
    // Unchanged values are one line, not rows.
    expect(md).toContain('2 unchanged within noise (--json lists every value).')
    expect(md).toContain('</details>')
    // Sorted by benchmark, then metric: calls before time.
    const order = lines
      .filter((l) => l.startsWith('| ') && !l.startsWith('| Benchmark') && !l.startsWith('| ---'))
      .map((l) => l.split(' | ').slice(0, 2).join('/'))
    expect(order).toEqual(['| Encode/Calls', '| Encode/Time per op'])
  })

  test('a run whose every benchmark moved alike is said once, not a regression each', () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']
    const [b, h] = pair(
      suiteJson('s'),
      names.map((n, i) => result(n, { time: 100 + i })),
      names.map((n, i) => result(n, { time: (100 + i) * 1.45 })),
    )
    const rep = report(b, h)
    expect(rep.counts.regressed).toBe(0)
    expect(rowOf(rep, 'a', 'time').notes.join(' ')).toContain('moved with the whole run')
    expect(cmp([b, h]).stdout).toContain(
      '**The whole run moved:** Time per op: every benchmark +45.0\u00a0%: the machine, or a change they all share; run again to tell.',
    )
  })

  test('without a suite tolerance the default ±5 % applies', () => {
    const s = suiteJson('s')
    const [b, h] = pair(
      s,
      [result('A', { time: 100 }), result('B', { time: 100 })],
      [result('A', { time: 104 }), result('B', { time: 106 })],
    )
    const rep = report(b, h)
    expect(rep.suites[0]!.tolerance).toBe(0.05)
    // Within the default band, two figures without history or spread cannot say "unchanged" (issue 48).
    expect(rowOf(rep, 'A', 'time').verdict).toBe('unknown')
    expect(rowOf(rep, 'A', 'time').notes.join(' ')).toContain('nothing tells this change from noise')
    expect(rowOf(rep, 'B', 'time').verdict).toBe('regressed')
  })

  test('retired runs are skipped: the latest current run of each side is compared', () => {
    const s = suiteJson('s')
    const r1 = run('r1', '2026-01-01', [result('A', { time: 100 })])
    const r2 = run('r2', '2026-02-01', [result('A', { time: 500 })], {
      status: 'retired',
      statusNote: 'broken machine',
    })
    const r3 = run('r3', '2026-01-15', [result('A', { time: 101 })])
    const rep = report(dataDir([{ suite: s, runs: [r1] }]), dataDir([{ suite: s, runs: [r1, r2, r3] }]))
    expect(rep.suites[0]!.head!.id).toBe('r3')
    expect(rowOf(rep, 'A', 'time').change).toBeCloseTo(0.01)
  })

  test('qualified values compare on the value and say so', () => {
    const s = suiteJson('s')
    const [b, h] = pair(
      s,
      [result('A', { calls: { value: 480000, qualifier: 'at-least' } })],
      [result('A', { calls: 400000 })],
    )
    const rep = report(b, h)
    const r = rowOf(rep, 'A', 'calls')
    expect(r.verdict).toBe('regressed')
    expect(r.base.text.startsWith('≥')).toBe(true)
    expect(r.notes).toContain('base is a bound ("at least"); compared as a plain value')
    expect(cmp([b, h]).stdout).toContain('base is a bound (&quot;at least&quot;); compared as a plain value')
  })

  test('derived metrics are compared too', () => {
    const s = suiteJson('s', {
      metrics: {
        items: { label: 'Items', unit: 'items/s', direction: 'higher' },
        bytes: {
          label: 'Throughput',
          unit: 'B/s',
          direction: 'higher',
          derive: { metric: 'items', timesParam: 'size' },
        },
      },
    })
    const [b, h] = pair(
      s,
      [result('Stream', { items: 1000 }, { size: 100 })],
      [result('Stream', { items: 800 }, { size: 100 })],
    )
    const rep = report(b, h)
    const r = rowOf(rep, 'Stream', 'bytes')
    expect(r).toMatchObject({
      verdict: 'regressed',
      base: { value: 100000 },
      head: { value: 80000 },
      label: 'Stream · size=100',
    })
  })
})

describe('verdicts with samples: a test, then the tolerance', () => {
  const tight = [100, 101, 99, 100.5, 99.5, 100.2, 99.8, 100.1]
  const suite = suiteJson('s', { tolerance: 0.1 })

  test('clearly separated samples 15 % apart → regressed, by Mann–Whitney U', () => {
    const slower = tight.map((v) => v * 1.15)
    const [b, h] = pair(
      suite,
      [result('A', { time: { value: 100, samples: tight } })],
      [result('A', { time: { value: 115, samples: slower } })],
    )
    const r = rowOf(report(b, h), 'A', 'time')
    expect(r.verdict).toBe('regressed')
    expect(r.method).toBe('mann-whitney')
    expect(r.test!.p).toBeLessThan(0.01)
    expect(r.test).toMatchObject({ test: 'mann-whitney', significant: true, n: [8, 8] })
    expect(cmp([b, h]).stdout).toMatch(
      /🔴 \*\*regressed\*\* · median of 8 samples; Mann–Whitney U \(n = 8\/8\), p (?:&lt;|=) 0\.\d+; ±10\u00a0% band \(no history yet\)/,
    )
  })

  test('noisy overlapping samples, medians 12 % apart → unchanged (not significant), though beyond the band', () => {
    const noisy = [80, 120, 95, 105, 130, 70, 100, 110]
    const worse = noisy.map((v) => v * 1.12)
    const [b, h] = pair(
      suite,
      [result('A', { time: { value: 100, samples: noisy } })],
      [result('A', { time: { value: 112, samples: worse } })],
    )
    const r = rowOf(report(b, h), 'A', 'time')
    expect(r.verdict).toBe('unchanged')
    expect(r.test!.p).toBeGreaterThan(0.05)
    expect(r.test!.significant).toBe(false)
    expect(r.notes.join(' ')).toContain('not significant')
  })

  test('significant but inside the tolerance → unchanged', () => {
    const bit = tight.map((v) => v * 1.05)
    const [b, h] = pair(
      suite,
      [result('A', { time: { value: 100, samples: tight } })],
      [result('A', { time: { value: 105, samples: bit } })],
    )
    const r = rowOf(report(b, h), 'A', 'time')
    expect(r.test!.significant).toBe(true)
    expect(r.verdict).toBe('unchanged')
  })

  test('3 or 4 samples a side → Welch; --test and --alpha choose', () => {
    const [b, h] = pair(
      suite,
      [result('A', { calls: { value: 1000, samples: [1000, 1010, 990] } })],
      [result('A', { calls: { value: 1300, samples: [1300, 1290, 1310] } })],
    )
    const auto = rowOf(report(b, h), 'A', 'calls')
    expect(auto).toMatchObject({ method: 'welch', verdict: 'improved', test: { significant: true } })
    expect(auto.test!.df).toBeGreaterThan(0)
    // Mann–Whitney cannot reach p < 0.05 with 3 values a side.
    expect(rowOf(report(b, h, '--test', 'mann-whitney'), 'A', 'calls')).toMatchObject({
      method: 'mann-whitney',
      verdict: 'unchanged',
    })
    expect(rowOf(report(b, h, '--alpha', '1e-9'), 'A', 'calls').verdict).toBe('unchanged')
  })

  test('fewer than 3 samples on a side → the tolerance decides, with a note', () => {
    const [b, h] = pair(
      suite,
      [result('A', { time: { value: 100, samples: [100, 101] } })],
      [result('A', { time: { value: 130, samples: [130, 131, 129] } })],
    )
    const r = rowOf(report(b, h), 'A', 'time')
    expect(r).toMatchObject({ method: 'tolerance', verdict: 'regressed' })
    expect(r.notes.join(' ')).toContain('too few samples for a test (base 2, head 3')
  })
})

describe('what is only on one side', () => {
  test('added and removed results and metrics, added and removed suites', () => {
    const s = suiteJson('s')
    const base = dataDir([
      {
        suite: s,
        runs: [
          run('r1', '2026-01-01', [
            result('Keep', { time: 10 }),
            result('Gone', { time: 5 }, { n: 1 }),
            result('Both', { time: 7, calls: 3 }),
          ]),
        ],
      },
      { suite: suiteJson('old'), runs: [run('r1', '2026-01-01', [result('A', { time: 1 })])] },
    ])
    const head = dataDir([
      {
        suite: s,
        runs: [
          run('r2', '2026-02-01', [
            result('Keep', { time: 10 }),
            result('New', { calls: 9 }, { n: 2 }),
            result('Both', { time: 7 }),
          ]),
        ],
      },
      { suite: suiteJson('fresh'), runs: [run('r1', '2026-01-01', [result('A', { time: 1 })])] },
    ])
    const rep = report(base, head)
    const sr = rep.suites.find((x) => x.id === 's')!
    expect(sr.added.map((a) => a.label)).toEqual(['New · n=2'])
    expect(sr.removed.map((a) => a.label)).toEqual(['Both — Calls', 'Gone · n=1'])
    expect(rep.suitesAdded).toEqual([{ id: 'fresh', title: 'Suite fresh' }])
    expect(rep.suitesRemoved).toEqual([{ id: 'old', title: 'Suite old' }])
    expect(rep.counts).toMatchObject({ added: 1, removed: 2, unchanged: 2 })
    const md = cmp([base, head]).stdout
    expect(md).toContain('**Added** (only in head): New · n=2.')
    expect(md).toContain('**Removed** (only in base): Both — Calls; Gone · n=1.')
    expect(md).toContain('**New suites** (only in head): fresh (Suite fresh).')
    expect(md).toContain('**Suites removed** (only in base): old (Suite old).')
  })
})

describe('suite definitions that changed', () => {
  test('a metric now in another unit of the same kind is converted; one in an unrelated unit is not compared', () => {
    const before = suiteJson('s', {
      metrics: {
        time: { label: 'Time', unit: 'ns', direction: 'lower' },
        size: { label: 'Size', unit: 'B', direction: 'lower' },
      },
    })
    const after = suiteJson('s', {
      metrics: {
        time: { label: 'Time', unit: 'us', direction: 'lower' },
        size: { label: 'Size', unit: 'allocs', direction: 'lower' },
      },
    })
    const base = dataDir([
      {
        suite: before,
        runs: [
          run('r1', '2026-01-01', [result('A', { time: { value: 2000, samples: [2000, 2010, 1990] }, size: 64 })]),
        ],
      },
    ])
    const head = dataDir([
      {
        suite: after,
        runs: [run('r2', '2026-02-01', [result('A', { time: { value: 3, samples: [3, 3.01, 2.99] }, size: 2 })])],
      },
    ])
    const rep = report(base, head)
    const t = rowOf(rep, 'A', 'time')
    expect(t).toMatchObject({ verdict: 'regressed', method: 'welch' })
    // 2000 ns is 2 µs exactly (by hand), not 2000 × 1e-9 / 1e-6 = 2.0000000000000004: converted and
    // rounded as everywhere else (numbers.ts).
    expect(t.base.value).toBe(2)
    expect(t.change).toBeCloseTo(0.5, 12)
    expect(t.notes).toContain('base converted from ns to us')
    expect(rep.suites[0]!.removed.map((r) => r.label)).toEqual(['A — Size in B'])
    expect(rep.suites[0]!.added.map((r) => r.label)).toEqual(['A — Size in allocs'])
  })
})

describe('the report on a terminal', () => {
  const s = suiteJson('s', { title: 'Sizes_{x}' })
  const sizes = ['64', '1024', '16384']
  const steady = ['a', 'b', 'c', 'd'].map((x) => result(`Hash/${x}`, { time: 100 }))
  const [b, h] = pair(
    s,
    // Four steady benchmarks beside the six that doubled: not a run that moved as a whole (verdict-table.ts).
    [
      ...sizes.flatMap((n) => [result(`Sort/${n}`, { time: 100 }), result('Copy', { time: 100 }, { size: n })]),
      ...steady,
    ],
    [
      ...sizes.flatMap((n) => [result(`Sort/${n}`, { time: 200 }), result('Copy', { time: 200 }, { size: n })]),
      ...steady,
    ],
  )
  const tty = (args: string[]): Out => {
    let stdout = ''
    let stderr = ''
    const code = main(args, { stdout: (x) => (stdout += x), stderr: (x) => (stderr += x), cwd: ROOT, isTTY: true })
    return { code, stdout, stderr }
  }

  test('is plain text: data as it is, no entities, Markdown or HTML', () => {
    const out = tty([b, h])
    expect(out.code).toBe(0)
    expect(out.stdout).toContain('s — Sizes_{x}: 6 regressions')
    expect(out.stdout).not.toMatch(/&#\d+;|&\w+;|<details>|<b>|\*\*|^\| /m)
    expect(out.stdout).toMatch(/^Sort\/64 +Time per op +100\.00\u00a0ns +200\.00\u00a0ns +\+100\.0\u00a0% +REGRESSED/m)
    // --markdown on a terminal, and a pipe by default, still get the Markdown comment.
    expect(tty([b, h, '--markdown']).stdout).toContain('Sizes&#95;&#123;x&#125;')
    expect(cmp([b, h]).stdout).toContain('Sizes&#95;&#123;x&#125;')
    expect(cmp([b, h, '--text']).stdout).toBe(out.stdout)
    expect(cmp([b, h, '--text', '--json']).code).toBe(2)
  })

  test('sizes in names and parameters in numeric order: 64, 1024, 16384', () => {
    const lines = tty([b, h]).stdout.split('\n')
    const rows = lines.filter((l) => /^(Sort|Copy)/.test(l)).map((l) => l.split(/ {2,}/)[0])
    expect(rows).toEqual([
      'Copy · size=64',
      'Copy · size=1024',
      'Copy · size=16384',
      'Sort/64',
      'Sort/1024',
      'Sort/16384',
    ])
    const md = cmp([b, h])
      .stdout.split('\n')
      .filter((l) => /^\| (Sort|Copy)/.test(l))
      .map((l) => l.split(' | ')[0])
    expect(md).toEqual([
      '| Copy · size=64',
      '| Copy · size=1024',
      '| Copy · size=16384',
      '| Sort/64',
      '| Sort/1024',
      '| Sort/16384',
    ])
  })
})

describe('environment and run notes', () => {
  test('a different machine or runtime is said prominently', () => {
    const s = suiteJson('s')
    const env1 = { cpu: 'Ryzen 9 9950X3D', runtimes: { '.NET': '10.0.1' }, command: 'bench a' }
    const env2 = { cpu: 'Xeon E-2388G', runtimes: { '.NET': '10.0.7' }, command: 'bench b' }
    const [b, h] = pair(
      s,
      [result('A', { time: 100 })],
      [result('A', { time: 100 })],
      { environment: env2 },
      { environment: env1 },
    )
    const rep = report(b, h)
    expect(rep.suites[0]!.environment).toEqual(['CPU: Ryzen 9 9950X3D → Xeon E-2388G', '.NET: 10.0.1 → 10.0.7'])
    const md = cmp([b, h]).stdout
    const note = `measured on a different machine/runtime: CPU: Ryzen 9 9950X3D → Xeon E-2388G; .NET: 10.0.1 → 10.0.7 — differences may not be the code's`
    // In the summary, before any details, and again inside the suite.
    expect(md.indexOf(`> ⚠️ **s: ${note}.**`)).toBeGreaterThan(0)
    expect(md.indexOf(`> ⚠️ **s: ${note}.**`)).toBeLessThan(md.indexOf('<details>'))
    expect(md).toContain(`> ⚠️ **${note}.**`)
    expect(md).toContain('⚠️ different environment</summary>')
  })

  test('the same run on both sides is unchanged; a run edited in place is noted', () => {
    const s = suiteJson('s')
    const r = run('r1', '2026-01-01', [result('A', { time: 100 })])
    const same = report(dataDir([{ suite: s, runs: [r] }]), dataDir([{ suite: s, runs: [r] }]))
    expect(same.suites[0]).toMatchObject({ sameRun: true, notes: [] })
    expect(same.counts).toEqual({
      regressed: 0,
      improved: 0,
      unchanged: 1,
      unknown: 0,
      secondary: 0,
      added: 0,
      removed: 0,
    })
    const edited = report(
      dataDir([{ suite: s, runs: [r] }]),
      dataDir([{ suite: s, runs: [run('r1', '2026-01-01', [result('A', { time: 200 })])] }]),
    )
    expect(edited.suites[0]!.sameRun).toBe(false)
    expect(edited.suites[0]!.notes).toEqual(['run "r1" differs between base and head: it was edited in place'])
    expect(edited.counts.regressed).toBe(1)
  })
})

describe('hostile text from data', () => {
  const IMG = '<img src=x onerror=alert(1)>'
  const VUE = "{{ constructor.constructor('alert(1)')() }}"
  const MIXED = 'a|b `code` *bold* _it_ [link](http://x) @someone #12 $x$ \\ ~s~ ![i](y)\nnext line'
  const s = suiteJson('s', { title: `Title ${IMG}` })
  const env1 = { cpu: 'A' }
  const env2 = { cpu: `<script>alert(1)</script> | ${VUE}` }
  const [b, h] = pair(
    s,
    [result(IMG, { time: 100 }), result(VUE, { time: 100 }, { p: MIXED }), result('Gone', { time: 1 }, { q: IMG })],
    [result(IMG, { time: 200 }), result(VUE, { time: 300 }, { p: MIXED }), result(MIXED, { time: 1 })],
    { environment: env2 },
    { environment: env1 },
  )

  test('escapeMd leaves nothing active', () => {
    const e = escapeMd(IMG + VUE + MIXED)
    expect(e.replace(/&#?\w+;/g, '')).not.toMatch(/[<>|`*_[\]{}\\@#$~!\n&]/)
    expect(escapeMd('a\u202eb\u0000c')).toBe('a&#92;u202Eb&#92;u0000c')
  })

  test('names, parameters, titles and environment strings appear as inert text', async () => {
    const md = cmp([b, h]).stdout
    for (const bad of ['<img', '<script', '{{', '}}', '`code`', '*bold*', '_it_', '[link]', '@someone', 'a|b', '![i]'])
      expect(md).not.toContain(bad)
    // Each table row still has exactly its 7 cell delimiters.
    for (const line of md.split('\n').filter((l) => l.startsWith('| '))) expect(line.split('|').length - 1).toBe(7)
    // Rendered as HTML (markdown-it with raw HTML allowed, like GitHub), the names come out as text.
    const name = 'markdown-it'
    const { default: MarkdownIt } = (await import(name)) as {
      default: new (o: object) => { render(s: string): string }
    }
    const html = new MarkdownIt({ html: true }).render(md)
    expect(html).not.toMatch(/<img|<script|<a |<em>|<strong>bold|<code>code/)
    expect(html).not.toContain('{{')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain("constructor.constructor('alert(1)')()")
    // The table survived: the hostile rows are rows of it.
    expect(html).toContain('<td>Time per op</td>')
    expect((html.match(/<tr>/g) ?? []).length).toBe(3) // header + 2 compared results
  })

  test('the JSON keeps the names as they are', () => {
    const rep = report(b, h)
    expect(
      rowsOf(rep)
        .map((r) => r.benchmark)
        .sort(),
    ).toEqual([IMG, VUE].sort())
    expect(rep.suites[0]!.added[0]!.benchmark).toBe(MIXED)
  })
})

describe('output', () => {
  test('deterministic: the same input order-shuffled gives the same bytes', () => {
    const s = suiteJson('s')
    const rs = ['b', 'a', 'c'].flatMap((n) =>
      [10, 2, 1].map((p) => result(n, { time: p * 10, calls: p }, { size: p, mode: n === 'a' ? 'x' : 'y' })),
    )
    const changed = rs.map((r, i) => ({ ...r, values: { time: { value: (i + 1) * 7 }, calls: { value: i + 1 } } }))
    const [b1, h1] = pair(s, rs, changed)
    const [b2, h2] = pair(s, [...rs].reverse(), [...changed].reverse())
    const one = cmp([b1, h1]).stdout.replaceAll(b1, 'B').replaceAll(h1, 'H')
    const two = cmp([b2, h2]).stdout.replaceAll(b2, 'B').replaceAll(h2, 'H')
    expect(one).toBe(two)
    const rows = rowsOf(report(b1, h1))
    expect(rows.map((r) => `${r.benchmark}:${String(r.params.size)}:${r.metric}`).slice(0, 6)).toEqual([
      'a:1:calls',
      'a:1:time',
      'a:2:calls',
      'a:2:time',
      'a:10:calls',
      'a:10:time',
    ])
  })

  test('unchanged values are one line, not rows; --max-chars keeps a long report short', () => {
    const s = suiteJson('s')
    const rs = Array.from({ length: 60 }, (_, i) => result(`Bench${String(i).padStart(2, '0')}`, { time: 100 }))
    const [b, h] = pair(
      s,
      rs,
      rs.map((r, i) => (i === 7 ? result('Bench07', { time: 150 }) : r)),
    )
    const full = cmp([b, h]).stdout
    expect(full.split('\n').filter((l) => /^\| Bench\d/.test(l)).length).toBe(1)
    expect(full).toContain('59 unchanged within noise (--json lists every value).')
    const short = cmp([b, h, '--max-chars', '3000'])
    expect(short.stdout.length).toBeLessThanOrEqual(3000)
    expect(short.stdout.split('\n').filter((l) => /^\| Bench\d/.test(l))).toHaveLength(1)
    expect(short.stdout).toContain('59 unchanged within noise')
  })
})

describe('the command line', () => {
  const s = suiteJson('s')
  const [b, h] = pair(s, [result('A', { time: 100 })], [result('A', { time: 150 })])

  // One child process (about a second of CPU to start): the exit status as a shell sees it. The other cases
  // call main() here, as the CLI does.
  const withRegression = child([b, h, '--fail-on-regression'])

  test('--fail-on-regression: exit 1 on a regression (child process), 0 without the flag or without a regression', async () => {
    const withFlag = await withRegression
    const clean = cmp([b, b, '--fail-on-regression', '--json'])
    expect(withFlag.code).toBe(1)
    expect(withFlag.stdout).toContain('**1 regression**')
    expect(clean.code).toBe(0)
    expect((JSON.parse(clean.stdout) as Report).counts.regressed).toBe(0)
    expect(cmp([b, h]).code).toBe(0)
  })

  test('a bad argument → exit 2 naming it', () => {
    const out = cmp(['no-such-ref-or-dir', h])
    expect(out.code).toBe(2)
    expect(out.stdout).toBe('')
    expect(out.stderr).toContain('"no-such-ref-or-dir" is neither an existing folder nor a git ref')
    expect(out.stderr).toContain('expected a data folder')
  })

  test('usage errors → exit 2', () => {
    expect(cmp([b]).code).toBe(2)
    expect(cmp([b]).stderr).toContain('expected two arguments')
    expect(cmp([b, h, '--alpha', '2']).stderr).toContain('--alpha 2')
    expect(cmp([b, h, '--test', 'chi']).code).toBe(2)
    expect(cmp([b, h, '--bogus']).code).toBe(2)
    expect(cmp([join(b, 's', 'suite.json'), h]).stderr).toContain('is a file')
    expect(cmp([tmpRoot, h]).stderr).toContain('has no suites')
    expect(cmp(['--help']).stdout).toContain('Usage: pnpm compare <base> <head>')
  })

  test('invalid data → exit 2 naming the file and the JSON path', () => {
    const bad = dataDir([{ suite: s, runs: [run('r1', '2026-01-01', [result('A', { time: 100 })])] }])
    writeFileSync(
      join(bad, 's', 'runs', 'r1.json'),
      JSON.stringify(run('r1', '2026-01-01', [{ benchmark: 'A', values: { time: { value: 'fast' } } }])),
    )
    const out = cmp([b, bad, '--json'])
    expect(out.code).toBe(2)
    expect(out.stderr).toMatch(/invalid data: .*r1\.json: \$\.results\[0\]\.values\.time\.value: expected a number/)
    expect(JSON.parse(out.stdout)).toMatchObject({ kind: 'DataError' })
  })
})

describe('git refs as sides', () => {
  const repo = join(tmpRoot, 'repo')
  const git = (...args: string[]) => {
    const r = spawnSync(
      'git',
      ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args],
      { cwd: repo, encoding: 'utf8' },
    )
    if (r.status !== 0) throw new Error(`git ${args.join(' ')}: ${r.stderr}`)
    return r.stdout.trim()
  }
  const s = suiteJson('s', { tolerance: 0.1 })
  mkdirSync(repo, { recursive: true })
  git('init', '-q', '-b', 'main')
  writeFileSync(join(repo, 'README.md'), 'no data yet\n')
  git('add', '.')
  git('commit', '-q', '-m', 'start')
  writeData(join(repo, 'data'), [
    { suite: s, runs: [run('r1', '2026-01-01', [result('A', { time: 100, calls: 1000 })])] },
  ])
  git('add', '.')
  git('commit', '-q', '-m', 'first run')
  writeData(join(repo, 'data'), [
    { suite: s, runs: [run('r2', '2026-02-01', [result('A', { time: 130, calls: 1000 })])] },
  ])
  git('add', '.')
  git('commit', '-q', '-m', 'second run')
  const sha = git('rev-parse', 'HEAD~1')
  const cliRun = child(['HEAD~1', 'HEAD', '--json', '--fail-on-regression'], repo)

  test('HEAD~1 HEAD in the CLI (child process, cwd in the repository)', async () => {
    const out = await cliRun
    expect(out.stderr).toBe('')
    expect(out.code).toBe(1)
    const rep = JSON.parse(out.stdout) as Report
    expect(rep.base).toEqual({ arg: 'HEAD~1', kind: 'ref', commit: sha })
    expect(rep.suites[0]).toMatchObject({ base: { id: 'r1' }, head: { id: 'r2' } })
    expect(rowOf(rep, 'A', 'time').verdict).toBe('regressed')
  })

  test('a SHA and a folder mix; a ref without data/ is a side without suites', () => {
    const mixed = reportIn(repo, sha.slice(0, 10), join(repo, 'data'))
    expect(rowOf(mixed, 'A', 'time').verdict).toBe('regressed')
    const out = cmp(['HEAD~2', 'main'], repo)
    expect(out.code).toBe(0)
    expect(out.stdout).toContain('Base **HEAD&#126;2** (commit ')
    expect(out.stdout).toContain(', no data/ folder)')
    expect(out.stdout).toContain('**New suites** (only in head): s (Suite s).')
  })

  test('invalid data in a commit is named as <ref>:data/…', async () => {
    await cliRun // it reads HEAD, which this test moves
    writeFileSync(join(repo, 'data', 's', 'suite.json'), JSON.stringify({ ...s, metrics: {} }))
    git('commit', '-q', '-am', 'break the suite')
    const out = cmp(['HEAD~1', 'HEAD'], repo)
    expect(out.code).toBe(2)
    expect(out.stderr).toContain('invalid data: HEAD:data/s/suite.json: $.metrics: expected at least one metric')
  })
})

describe('the real data', () => {
  test('data against itself: nothing changed', () => {
    const out = cmp(['data', 'data', '--json'])
    expect(out.code).toBe(0)
    const rep = JSON.parse(out.stdout) as Report
    expect(rep.suites.length).toBeGreaterThan(0)
    expect(rep.counts).toMatchObject({ regressed: 0, improved: 0, added: 0, removed: 0 })
    expect(rep.counts.unchanged).toBeGreaterThan(0)
    expect(rep.suites.every((s) => s.sameRun && s.environment.length === 0)).toBe(true)
    const md = cmp(['data', 'data', '--fail-on-regression'])
    expect(md.code).toBe(0)
    expect(md.stdout).toContain('0 regressions · 0 improvements')
    expect(md.stdout).toContain('Nothing changed: every suite has the same latest run on both sides.')
  })
})

// `pnpm bench:histories [--corpus tests/fixtures-histories] [--runs 40]`: how the verdicts of the pages read
// on real histories that keep one figure per run (github-action-benchmark data.js files from public
// projects), judged as a user meets them. Every data.js of the corpus is imported as `pnpm import` does
// (into a temporary data folder); for up to --runs evenly spaced runs k of each suite the changes table
// of the page is built from runs ≤ k only (components/build-time/changes.ts, the site's own code), and each
// flag (improved or regressed) is checked against what followed: it is borne out when the median of runs
// k…k+4 against that of k−5…k−1 moved the claimed way by at least half the claimed change. Printed:
//   flags per 100 rows (target ≤ 1), the share borne out (≥ 70 %), flags whose direction is wrong for a
//   time or size unit (a time that grew called "improved": 0), and the suite's change points per 100 runs
//   with their agreement (within ±1 run) with Apache Otava's at its defaults, when an Otava is installed.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { main as importMain } from '../../scripts/commands/import'
import { loadAll } from '../../scripts/read/load'
import { buildChanges } from '../../components/build-time/changes'
import { suiteChanges } from '../../components/build-time/change-point-series'
import { valueLabel } from '../../components/views/select'
import type { SuiteData } from '../../components/views/select'
import { currentRuns, measurement } from '../../data/schema/model'
import { median } from '../../data/analysis/stats'
import { medianOf } from '../../data/numbers/numbers'
import { unitInfo } from '../../data/numbers/units'
import type { Result } from '../../data/schema/schema'
import { otavaChangePoints, otavaPythons } from './verdicts/change-point-proof'

const { values: opts } = parseArgs({
  options: {
    corpus: { type: 'string' },
    runs: { type: 'string' },
    verbose: { type: 'boolean' },
    'no-otava': { type: 'boolean' },
  },
})
const CORPUS = resolve(opts.corpus ?? 'tests/fixtures-histories')
const SAMPLED = Number(opts.runs ?? 40)
/** Runs either side of k that the borne-out check compares. */
const AROUND = 5

/** Every data.js under the corpus folder, and every asv results folder (one holding benchmarks.json). */
function dataJsFiles(dir: string): string[] {
  const names = readdirSync(dir)
  if (names.includes('benchmarks.json')) return [dir]
  return names.flatMap((n) => {
    const p = join(dir, n)
    if (statSync(p).isDirectory()) return dataJsFiles(p)
    return n.endsWith('.js') ? [p] : []
  })
}

/** Imports one file into its own folder under `root`; the suites it made, or the first line of its refusal. */
async function importFile(file: string, root: string, i: number): Promise<SuiteData[] | string> {
  const dir = join(root, String(i))
  const out: string[] = []
  const io = { stdout: () => {}, stderr: (s: string) => void out.push(s), cwd: process.cwd() }
  const args = [file, '--suite', `h${i}`, '--create', '--title', `History ${i}`, '--project', 'Corpus']
  const code = await importMain([...args, '--data-dir', dir], io)
  if (code !== 0) return out.join('').split('\n')[0] ?? `exit ${code}`
  return [...loadAll(dir).values()].map((s) => ({ suite: s.suite, runs: currentRuns(s.runs) }))
}

const label = (d: SuiteData, r: Result) =>
  [r.benchmark, ...Object.entries(r.params ?? {}).map(([k, v]) => valueLabel(d.suite, k, v))].join(' · ')

/** Each (metric label, benchmark label)'s figure in every run (undefined where it was not measured). */
function seriesOf(d: SuiteData): Map<string, Array<number | undefined>> {
  const out = new Map<string, Array<number | undefined>>()
  d.runs.forEach((run, i) => {
    for (const r of run.results)
      for (const [id, metric] of Object.entries(d.suite.metrics)) {
        const m = measurement(d.suite, r, id)
        if (!m) continue
        const key = `${metric.label}\u0000${label(d, r)}`
        let s = out.get(key)
        if (!s) out.set(key, (s = new Array<number | undefined>(d.runs.length).fill(undefined)))
        s[i] = medianOf(m) ?? m.value
      }
  })
  return out
}

interface Tally {
  rows: number
  flags: number
  borne: number
  wrongWay: number
  runs: number
  examples: string[]
}

/** The median of the figures at indices [from, to) that exist. */
function mid(xs: Array<number | undefined>, from: number, to: number): number | undefined {
  const v = xs.slice(Math.max(0, from), to).filter((x): x is number => x !== undefined)
  return v.length >= 3 ? median(v) : undefined
}

function judgeSuite(d: SuiteData, t: Tally): void {
  const n = d.runs.length
  const series = seriesOf(d)
  const ks = sampledRuns(n)
  for (const k of ks) {
    const c = buildChanges({ suite: d.suite, runs: d.runs.slice(0, k + 1) }, { suite: d.suite.id })
    if (!c) continue
    t.runs++
    for (const row of c.rows) {
      if (row.verdict === 'failed') continue
      t.rows++
      if (row.verdict !== 'improved' && row.verdict !== 'regressed') continue
      t.flags++
      const metric = Object.values(d.suite.metrics).find((m) => m.label === row.metric)!
      const xs = series.get(`${row.metric}\u0000${row.benchmark}`) ?? []
      const claim = row.level ?? row.fraction
      const before = mid(xs, k - AROUND, k)
      const after = mid(xs, k, k + AROUND)
      const moved = before !== undefined && after !== undefined && before !== 0 ? after / before - 1 : NaN
      if (Math.sign(moved) === Math.sign(claim) && Math.abs(moved) >= Math.abs(claim) / 2) t.borne++
      // A time or a size that grew is worse, whatever the tool said: "improved" for it is the wrong way.
      const dim = unitInfo(metric.unit)?.dimension
      const grew = claim > 0
      if ((dim === 'time' || dim === 'bytes') && (row.verdict === 'improved') === grew) t.wrongWay++
      if (t.examples.length < 400)
        t.examples.push(
          `${d.suite.id} run ${k + 1}/${n} ${row.metric} ${row.benchmark}: ${row.before} → ${row.after} ${row.change} ${row.verdict} (claim ${(claim * 100).toFixed(1)} %, then ${(moved * 100).toFixed(1)} %) — ${row.reason}`,
        )
    }
  }
}

/** Up to SAMPLED runs k, evenly spaced, each with AROUND runs before it and AROUND − 1 after it. */
function sampledRuns(n: number): number[] {
  const lo = AROUND
  const hi = n - AROUND
  if (hi <= lo) return []
  const count = Math.min(SAMPLED, hi - lo)
  return [...new Set(Array.from({ length: count }, (_, i) => lo + Math.floor((i * (hi - lo)) / count)))]
}

/** The suite's change points (as its pages mark them) per 100 runs of each series, and Otava's on the same series. */
function changePointFigures(d: SuiteData, python: string | undefined) {
  const ours = suiteChanges(d)
  const series = [...seriesOf(d).entries()].map(([key, xs]) => {
    const at = xs.flatMap((x, i) => (x === undefined ? [] : [i]))
    return { key, at, values: at.map((i) => xs[i]!) }
  })
  const points = series.reduce((s, x) => s + x.values.length, 0)
  const out = { ours: ours.length, points, otava: 0, agreed: 0, total: 0 }
  if (!python) return out
  const theirs = otavaChangePoints(
    python,
    series.map((s) => s.values),
  )
  series.forEach((s, i) => {
    const [metricLabel, bench] = s.key.split('\u0000')
    const mine = ours
      .filter((c) => d.suite.metrics[c.metric]!.label === metricLabel && label(d, c as unknown as Result) === bench)
      .map((c) => c.runIndex)
    const other = theirs[i]!.map((j) => s.at[j]!)
    out.otava += other.length
    const near = (a: number[], b: number[]) => a.filter((x) => b.some((y) => Math.abs(x - y) <= 1)).length
    out.total += mine.length + other.length
    out.agreed += near(mine, other) + near(other, mine)
  })
  return out
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : '–')
const per100 = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(2) : '–')

const root = mkdtempSync(join(tmpdir(), 'bench-histories-'))
try {
  const files = dataJsFiles(CORPUS)
  const python = opts['no-otava'] ? undefined : otavaPythons()[0]
  console.log(
    `Corpus ${relative(process.cwd(), CORPUS) || CORPUS}: ${files.length} data.js files; up to ${SAMPLED} runs judged per suite\n`,
  )
  console.log(
    '| suite | runs | runs judged | rows | flags per 100 rows | borne out | wrong way (time, size) | change points per 100 runs | agreement with Otava |',
  )
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |')
  const all: Tally = { rows: 0, flags: 0, borne: 0, wrongWay: 0, runs: 0, examples: [] }
  const cp = { ours: 0, points: 0, otava: 0, agreed: 0, total: 0 }
  for (const [i, file] of files.entries()) {
    const name = relative(CORPUS, file)
    const suites = await importFile(file, root, i)
    if (typeof suites === 'string') {
      console.log(`| ${name} | refused: ${suites.replace(/\|/g, '\\|')} | | | | | | | |`)
      continue
    }
    for (const d of suites) {
      const t: Tally = { rows: 0, flags: 0, borne: 0, wrongWay: 0, runs: 0, examples: [] }
      judgeSuite(d, t)
      const c = changePointFigures(d, python)
      for (const k of Object.keys(cp) as Array<keyof typeof cp>) cp[k] += c[k]
      for (const k of ['rows', 'flags', 'borne', 'wrongWay', 'runs'] as const) all[k] += t[k]
      all.examples.push(...t.examples)
      const suiteName = suites.length > 1 ? `${name} (${d.suite.id})` : name
      console.log(
        `| ${suiteName} | ${d.runs.length} | ${t.runs} | ${t.rows} | ${per100(t.flags, t.rows)} (${t.flags}) | ${pct(t.borne, t.flags)} | ${t.wrongWay} | ${per100(c.ours, c.points)} (${c.ours}; Otava ${python ? c.otava : '–'}) | ${python ? pct(c.agreed, c.total) : '–'} |`,
      )
    }
  }
  const otava = python
    ? `${pct(cp.agreed, cp.total)} (${cp.agreed} of ${cp.total})`
    : 'not run: no apache-otava (set OTAVA_PYTHON)'
  console.log('\n| measure | value | target | |')
  console.log('| --- | --- | --- | --- |')
  const row = (m: string, v: string, target: string, ok: boolean | null) =>
    console.log(`| ${m} | ${v} | ${target} | ${ok === null ? '' : ok ? '✓' : '✗'} |`)
  row(
    'flags per 100 rows',
    `${per100(all.flags, all.rows)} (${all.flags} of ${all.rows} rows, ${all.runs} runs)`,
    '≤ 1',
    all.flags <= all.rows / 100,
  )
  row(
    'flags borne out by the runs after them',
    `${pct(all.borne, all.flags)} (${all.borne} of ${all.flags})`,
    '≥ 70 %',
    all.flags === 0 || all.borne >= 0.7 * all.flags,
  )
  row('wrong-way flags on time or size units', String(all.wrongWay), '0', all.wrongWay === 0)
  row(
    'change points per 100 runs of a series',
    `${per100(cp.ours, cp.points)} (${cp.ours}; Otava at its defaults: ${python ? cp.otava : '–'})`,
    '',
    null,
  )
  row('change points within ±1 run of Otava’s', otava, '', null)
  if (opts.verbose) console.log(`\n${all.examples.join('\n')}`)
} finally {
  rmSync(root, { recursive: true, force: true })
}

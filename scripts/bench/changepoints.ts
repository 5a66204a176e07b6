// The proof of the change-point detector (data/schema/changepoints.ts) on histories built from real
// noise: each benchmark's repeated measurements, as relative deviations from their median, are drawn
// at random (seeded) to make a series of runs, with or without a step injected. Figures, for each kind
// of noise the corpus holds (busy sets; quiet ones, named <set>-quiet, when present): false change points
// per 100 series of 20, 50, 100 and 500 runs, the share of 3×-noise steps found within ±1 run for
// histories of 20–500 runs, and the detector's time per series. `pnpm bench:changepoints` prints them.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { changePoints, OTAVA_DEFAULTS } from '../../data/schema/changepoints'
import { runChangePoints } from '../../data/schema/changepoints-runs'
import { goodQuartile } from '../../data/schema/verdict'
import type { ChangePoint, ChangePointOptions } from '../../data/schema/changepoints'
import { parserById } from '../parsers/index'

export interface NoisePool {
  /** Where the measurements come from: file and benchmark. */
  name: string
  /** The corpus set (tests/fixtures-verdicts/<set>), or the shared fixtures' folder. */
  set: string
  /** Relative deviations from the median of the benchmark's repeated measurements. */
  residuals: number[]
  /**
   * For each of those runs, its lower quartile (the good side of a time) as a deviation from the same
   * median; undefined for a run without a distribution. A series draws whole runs: both at once.
   */
  quartiles?: Array<number | undefined>
  /** The standard deviation of their logarithms, ln(value / median): "the noise" a step is measured in. */
  sigma: number
}

const ROOT = join(import.meta.dirname, '..', '..')
const CORPUS = join(ROOT, 'tests', 'fixtures-verdicts')
const SHARED = join(ROOT, '..', '..', 'shared', 'fixtures', 'real')

/** Deterministic uniform [0, 1) numbers (mulberry32): the same seed, the same series. */
export function rng(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  const h = s.length >> 1
  return s.length % 2 ? s[h]! : (s[h - 1]! + s[h]!) / 2
}

function pool(
  set: string,
  name: string,
  samples: readonly number[],
  quartiles?: ReadonlyArray<number | undefined>,
): NoisePool | undefined {
  const m = median(samples)
  if (samples.length < 5 || !(m > 0)) return undefined
  const residuals = samples.map((x) => x / m - 1)
  const qs = quartiles?.map((q) => (q === undefined ? undefined : q / m - 1))
  // Run-time noise is a factor (a busy machine makes a run 2× slower, not 100 ns slower): measured on logs.
  const logs = samples.map((x) => Math.log(x / m))
  const mean = logs.reduce((a, b) => a + b, 0) / logs.length
  const sigma = Math.sqrt(logs.reduce((a, r) => a + (r - mean) ** 2, 0) / (logs.length - 1))
  return sigma > 0 ? { name, set, residuals, sigma, ...(qs ? { quartiles: qs } : {}) } : undefined
}

/** A capture as the parser takes it: one file, or every file of a directory (criterion's target/criterion). */
function parse(format: string, path: string) {
  const parser = parserById(format)
  if (!parser) throw new Error(`${path}: no parser "${format}"`)
  const walk = (p: string): string[] =>
    statSync(p).isDirectory()
      ? readdirSync(p)
          .sort()
          .flatMap((f) => walk(join(p, f)))
      : [p]
  return parser.parse({ files: walk(path).map((f) => ({ path: f, text: readFileSync(f, 'utf8') })) })
}

/** Samples of the time metric of every result of one tool output, read by the project's own parser. */
function poolsOf(format: string, file: string): NoisePool[] {
  return parse(format, file).results.flatMap((r) => {
    const samples = r.values.time?.samples
    const p =
      samples &&
      pool(`shared ${format}`, `${file.slice(ROOT.length)} ${r.benchmark} ${JSON.stringify(r.params ?? {})}`, samples)
    return p ? [p] : []
  })
}

/**
 * The noise to build series from. The corpus of repeated captures (tests/fixtures-verdicts, the A runs)
 * when it is there; else the repeated measurements of the real captures in the shared fixtures.
 */
export function noisePools(corpus = CORPUS): NoisePool[] {
  const out: NoisePool[] = []
  if (existsSync(corpus)) out.push(...corpusPools(corpus))
  if (out.length) return out
  const go = join(SHARED, 'go-test-bench')
  if (existsSync(go))
    for (const f of readdirSync(go).filter((f) => /count\d+\.txt$/.test(f)))
      out.push(...poolsOf('go-test-bench', join(go, f)))
  const hf = join(SHARED, 'hyperfine')
  if (existsSync(hf))
    for (const f of readdirSync(hf).filter((f) => f.endsWith('.json'))) out.push(...poolsOf('hyperfine', join(hf, f)))
  if (!out.length)
    throw new Error(`no noise to build series from: neither ${corpus} nor ${SHARED} holds repeated measurements`)
  return out
}

interface Manifest {
  format: string
  variants: Record<string, { files: string[] }>
}

/**
 * The A/A runs of each corpus set: every benchmark's value in each run (its median where the tool gives
 * one), as deviations from their median. That is the run-to-run noise a history shows, busy machine included.
 */
function corpusPools(corpus: string): NoisePool[] {
  const out: NoisePool[] = []
  for (const set of readdirSync(corpus).sort()) {
    const file = join(corpus, set, 'manifest.json')
    if (!existsSync(file)) continue
    const m = JSON.parse(readFileSync(file, 'utf8')) as Manifest
    const a = m.variants?.a
    if (!a?.files?.length || !m.format) continue
    const values = new Map<string, { medians: number[]; quartiles: Array<number | undefined> }>()
    for (const f of a.files) {
      const run = parse(m.format, join(corpus, set, f))
      // The time metric: "time" in every parser of these tools, else the first metric in a unit of time.
      const metric =
        'time' in run.metrics
          ? 'time'
          : Object.keys(run.metrics).find((k) => /^(ns|us|µs|ms|s)$/.test(run.metrics[k]!.unit))
      for (const r of run.results) {
        const t = metric ? r.values[metric] : undefined
        const v = t?.median ?? t?.value
        if (v === undefined) continue
        const key = `${set} ${r.benchmark} ${JSON.stringify(r.params ?? {})}`
        const e = values.get(key) ?? { medians: [], quartiles: [] }
        e.medians.push(v)
        // The quartile the site's detector reads beside the median (times: the lower one is the good side).
        e.quartiles.push(goodQuartile(t!, 0.25))
        values.set(key, e)
      }
    }
    for (const [key, { medians, quartiles }] of values) {
      const p = pool(set, key, medians, quartiles)
      if (p) out.push(p)
    }
  }
  return out
}

/**
 * A history of `n` runs around 100 with `pool`'s noise; from index `at` on, scaled by e^step: a step of
 * 3 × sigma is as many times the noise slower (step > 0) or faster (step < 0).
 */
export function series(p: NoisePool, n: number, random: () => number, at = n, step = 0): number[] {
  return runs(p, n, random, at, step).values
}

/**
 * The same history with each run's quartile beside its median: whole runs are drawn, and the step
 * scales the whole run (a code change moves every quantile by the same factor).
 */
export function runs(
  p: NoisePool,
  n: number,
  random: () => number,
  at = n,
  step = 0,
): { values: number[]; quartiles: Array<number | undefined> } {
  const factor = Math.exp(step)
  const values: number[] = []
  const quartiles: Array<number | undefined> = []
  for (let i = 0; i < n; i++) {
    const k = Math.floor(random() * p.residuals.length)
    const f = 100 * (i >= at ? factor : 1)
    values.push(f * (1 + p.residuals[k]!))
    const q = p.quartiles?.[k]
    quartiles.push(q === undefined ? undefined : f * (1 + q))
  }
  return { values, quartiles }
}

export interface ProofRow {
  measure: string
  value: string
  target: string
  ok: boolean | null
}

/** The series the proof uses, shared with the Otava agreement test. */
export function stepSeries(
  pools: NoisePool[],
  lengths: readonly number[],
  perLength: number,
  seed = 1,
): Array<{ values: number[]; quartiles: Array<number | undefined>; at: number; pool: string }> {
  const random = rng(seed)
  const out: Array<{ values: number[]; quartiles: Array<number | undefined>; at: number; pool: string }> = []
  for (const n of lengths) {
    for (let k = 0; k < perLength; k++) {
      const p = pools[k % pools.length]!
      // Somewhere in the middle half, up or down by 3× the noise.
      const at = Math.floor(n / 4 + random() * (n / 2))
      const step = (k % 2 ? -1 : 1) * 3 * p.sigma
      out.push({ ...runs(p, n, random, at, step), at, pool: p.name })
    }
  }
  return out
}

/** Busy noise (the corpus as captured: every capture was made under load) or quiet (sets named <set>-quiet). */
function noiseKind(p: NoisePool): 'busy' | 'quiet' {
  return p.set.endsWith('-quiet') ? 'quiet' : 'busy'
}

/** The pools grouped by kind of noise, busy first; each group's sets named. */
export function noiseGroups(pools: NoisePool[]): Array<{ kind: 'busy' | 'quiet'; pools: NoisePool[]; sets: string[] }> {
  return (['busy', 'quiet'] as const)
    .map((kind) => {
      const group = pools.filter((p) => noiseKind(p) === kind)
      return { kind, pools: group, sets: [...new Set(group.map((p) => p.set))].sort() }
    })
    .filter((g) => g.pools.length)
}

/** How many series each figure is measured on: short histories are cheap and where the margins are thin. */
const FLAT_SERIES: Record<number, number> = { 20: 2000, 50: 2000, 100: 2000, 500: 1000 }
const STEP_SERIES: Record<number, number> = { 20: 2000, 50: 1000, 100: 400, 200: 400, 500: 200 }

/** Every figure of the proof for one kind of noise; `scale` < 1 measures on fewer series (tests). */
function groupRows(
  kind: string,
  pools: NoisePool[],
  sets: string[],
  options: ChangePointOptions,
  scale: number,
): ProofRow[] {
  const median_ = median(pools.map((p) => p.sigma))
  const rows: ProofRow[] = [
    {
      measure: `${kind} noise: ${pools.length} benchmarks' repeated measurements from ${sets.join(', ')}; median noise ${median_.toFixed(2)} (standard deviation of ln(value / median): runs vary by a factor of ${Math.exp(median_).toFixed(2)})`,
      value: '',
      target: '',
      ok: null,
    },
  ]
  // "now": the site's detector (medians and good-side quartiles, changepoints-runs.ts); "medians alone":
  // the detector before it, on the same series.
  const now = (c: { values: number[]; quartiles: Array<number | undefined> }) =>
    runChangePoints(c.values, c.quartiles, options)
  const alone = (c: { values: number[] }) => changePoints(c.values, options)
  for (const n of [20, 50, 100, 500]) {
    const count = Math.max(10, Math.round(FLAT_SERIES[n]! * scale))
    const random = rng(42 + n)
    let ours = 0
    let before = 0
    let otava = 0
    for (let k = 0; k < count; k++) {
      const s = runs(pools[k % pools.length]!, n, random)
      ours += now(s).length
      before += alone(s).length
      otava += changePoints(s.values, OTAVA_DEFAULTS).length
    }
    const per100 = (x: number) => ((100 * x) / count).toFixed(2)
    rows.push({
      measure: `${kind}: false change points per 100 series of ${n} runs (${count} series without a step; medians alone: ${per100(before)}; Otava's defaults: ${per100(otava)})`,
      value: per100(ours),
      target: '≤ 1',
      ok: (100 * ours) / count <= 1,
    })
  }
  for (const n of [20, 50, 100, 200, 500]) {
    const cases = stepSeries(pools, [n], Math.max(10, Math.round(STEP_SERIES[n]! * scale)), n)
    const hit = (find: (c: (typeof cases)[number]) => ChangePoint[]) =>
      cases.filter((c) => find(c).some((cp) => Math.abs(cp.index - c.at) <= 1)).length / cases.length
    const share = hit(now)
    const pct = (x: number) => `${(100 * x).toFixed(1)} %`
    rows.push({
      measure: `${kind}: steps of 3× the noise found within ±1 run, histories of ${n} runs (${cases.length} series; medians alone: ${pct(hit(alone))}; Otava's defaults: ${pct(hit((c) => changePoints(c.values, OTAVA_DEFAULTS)))})`,
      value: pct(share),
      target: '≥ 95 %',
      ok: share >= 0.95,
    })
  }
  return rows
}

/** The figures for each kind of noise in `corpus`: busy, then quiet when <set>-quiet sets are there. */
export function noiseRows(options: ChangePointOptions = {}, scale = 1, corpus = CORPUS): ProofRow[] {
  return noiseGroups(noisePools(corpus)).flatMap((g) => groupRows(g.kind, g.pools, g.sets, options, scale))
}

export function runChangepointBench(options: ChangePointOptions = {}, scale = 1): ProofRow[] {
  const pools = noisePools()
  const rows = noiseRows(options, scale)
  rows.push(otavaRow())
  const random = rng(7)
  const timed = Array.from({ length: 200 }, (_, k) => runs(pools[k % pools.length]!, 100, random))
  // One untimed pass of each first: neither figure should carry the compiler's warm-up.
  for (const s of timed) runChangePoints(s.values, s.quartiles, options)
  const t0 = performance.now()
  for (const s of timed) changePoints(s.values, options)
  const t1 = performance.now()
  for (const s of timed) runChangePoints(s.values, s.quartiles, options)
  const ms = (t: number) => `${(t / timed.length).toFixed(2)} ms`
  rows.push({
    measure: `detector time per series of 100 runs (medians alone: ${ms(t1 - t0)})`,
    value: ms(performance.now() - t1),
    target: '',
    ok: null,
  })
  return rows
}

export const OTAVA_VERSION = '0.8.0'

/** Where a Python with apache-otava may be: OTAVA_PYTHON, the venv the agreement test makes, /tmp/otava-venv. */
export function otavaPythons(): string[] {
  return [
    process.env.OTAVA_PYTHON,
    join(tmpdir(), 'bench-pages-otava', 'bin', 'python'),
    '/tmp/otava-venv/bin/python',
  ].filter((p): p is string => !!p && existsSync(p))
}

const OTAVA_SCRIPT = `
import json, sys
from otava.analysis import compute_change_points
o = json.loads(sys.argv[1])
out = []
for s in json.load(sys.stdin):
    cps, _ = compute_change_points(s, window_len=o["window"], max_pvalue=o["maxPValue"], min_magnitude=o["minMagnitude"])
    out.append([int(c.index) for c in cps])
print(json.dumps(out))
`

/**
 * Runs Otava (`python` must import it) and our detector, both at Otava's defaults, on the proof's step
 * series: how many of all change points either finds lie within ±1 run of one the other finds.
 */
export function otavaAgreement(python: string): { agreed: number; total: number; series: number } {
  const cases = stepSeries(noisePools(), [20, 50, 100, 200, 500], 40, 5)
  const input = JSON.stringify(cases.map((c) => c.values))
  const theirs = JSON.parse(
    execFileSync(python, ['-c', OTAVA_SCRIPT, JSON.stringify(OTAVA_DEFAULTS)], {
      input,
      encoding: 'utf8',
      maxBuffer: 1 << 26,
    }),
  ) as number[][]
  let total = 0
  let agreed = 0
  cases.forEach((c, i) => {
    const ours = changePoints(c.values, OTAVA_DEFAULTS).map((cp) => cp.index)
    const other = theirs[i]!
    const near = (a: number[], b: number[]) => a.filter((x) => b.some((y) => Math.abs(x - y) <= 1)).length
    total += ours.length + other.length
    agreed += near(ours, other) + near(other, ours)
  })
  return { agreed, total, series: cases.length }
}

/** The agreement row, when an installed Otava is found (the unit test installs one). */
function otavaRow(): ProofRow {
  const measure = `change points within ±1 run of Apache Otava ${OTAVA_VERSION}'s, both at Otava's defaults`
  const python = otavaPythons()[0]
  if (!python)
    return {
      measure,
      value: 'not run: no apache-otava (set OTAVA_PYTHON, or run tests/unit/changepoints-otava.test.ts once)',
      target: '≥ 95 %',
      ok: null,
    }
  let result: ReturnType<typeof otavaAgreement>
  try {
    result = otavaAgreement(python)
  } catch (e) {
    return { measure, value: `not run: ${python}: ${(e as Error).message.split('\n')[0]}`, target: '≥ 95 %', ok: null }
  }
  const { agreed, total, series } = result
  return {
    measure: `${measure} (${series} series)`,
    value: `${((100 * agreed) / total).toFixed(1)} % (${agreed} of ${total})`,
    target: '≥ 95 %',
    ok: agreed / total >= 0.95,
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = runChangepointBench()
  console.log('measure\tvalue\ttarget\tok')
  for (const r of rows) console.log(`${r.measure}\t${r.value}\t${r.target}\t${r.ok === null ? '' : r.ok ? '✓' : '✗'}`)
}

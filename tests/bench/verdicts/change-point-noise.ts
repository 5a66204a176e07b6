// The noise the change-point proof (changepoints.ts) builds histories from: each benchmark's runs in the
// corpus's A/A captures, as deviations from their median, drawn whole (median and lower quartile together).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { median, quantileSorted } from '../../../data/analysis/stats'
import { goodSide } from '../../../data/analysis/change-point-runs'
import { parserById } from '../../../scripts/parsers/parser-registry'

export interface NoisePool {
  /** Where the measurements come from: file and benchmark. */
  name: string
  /** The corpus set (tests/fixtures-verdicts/<set>). */
  set: string
  /** Relative deviations from the median of the benchmark's repeated measurements. */
  residuals: number[]
  /**
   * For each of those runs, its good side (goodSide of a time: the lower quartile, or criterion's lower
   * interval bound) as a deviation from the same median; undefined for a run with neither. A series draws
   * whole runs: both at once.
   */
  quartiles?: Array<number | undefined>
  /** The standard deviation of their logarithms, ln(value / median): "the noise" a step is measured in. */
  sigma: number
}

const ROOT = join(import.meta.dirname, '../../..')
export const CORPUS = join(ROOT, 'tests', 'fixtures-verdicts')

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

/** The noise to build series from: the corpus of repeated captures in the repository (the A runs). */
export function noisePools(corpus = CORPUS): NoisePool[] {
  const out = existsSync(corpus) ? corpusPools(corpus) : []
  if (!out.length) throw new Error(`no noise to build series from: ${corpus} holds no repeated measurements`)
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
        // What the site's detector reads beside the median (goodSide: for times, the lower quartile, or
        // criterion's lower interval bound).
        e.quartiles.push(goodSide(t!, 'lower'))
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
 * A history of `n` runs around 100 with `pool`'s noise, each run's quartile beside its median; from index
 * `at` on, scaled by e^step (3 × sigma: as many times the noise slower, or faster when negative). Whole
 * runs are drawn, and the step scales the whole run: a code change moves every quantile by one factor.
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

/** A history with one step: its runs, the run the step starts at, its size (ln of the factor) and noise. */
export interface StepSeries {
  values: number[]
  quartiles: Array<number | undefined>
  at: number
  step: number
  pool: string
}

/** The series the proof uses, shared with the Otava agreement test. */
export function stepSeries(pools: NoisePool[], lengths: readonly number[], perLength: number, seed = 1): StepSeries[] {
  const random = rng(seed)
  const out: StepSeries[] = []
  for (const n of lengths) {
    for (let k = 0; k < perLength; k++) {
      const p = pools[k % pools.length]!
      // Somewhere in the middle half, up or down by 3× the noise.
      const at = Math.floor(n / 4 + random() * (n / 2))
      const step = (k % 2 ? -1 : 1) * 3 * p.sigma
      out.push({ ...runs(p, n, random, at, step), at, step, pool: p.name })
    }
  }
  return out
}

/**
 * The best placement of a step known to be in `c`, to judge the detector's against: the split of greatest
 * likelihood given what no detector knows, the two levels (100 and 100·e^step) and the noise `p` the runs
 * were drawn from, with each side holding at least `minRuns` runs. "normal": noise taken as normal with the
 * pool's mean and spread of ln(value / median) (least squares about the known levels). "smoothed": the
 * pool's own noise, each of its measurements widened into a normal curve (a kernel density, Silverman's
 * bandwidth). Smoothed, because the pool is a dozen values: its exact distribution would tell every run's
 * side from its value alone (no value of one level equals one of the other), which says nothing of real
 * noise. The first of equally likely splits.
 */
export function oracleSplit(p: NoisePool, c: StepSeries, minRuns: number, shape: 'normal' | 'smoothed'): number {
  const logs = p.residuals.map((r) => Math.log(1 + r))
  const mean = logs.reduce((a, b) => a + b, 0) / logs.length
  const sorted = [...logs].sort((a, b) => a - b)
  const iqr = quantileSorted(sorted, 0.75) - quantileSorted(sorted, 0.25)
  const h = 0.9 * Math.min(p.sigma, iqr / 1.349 || p.sigma) * logs.length ** -0.2
  // −ln(likelihood) of a run's noise e = ln(value / level), up to a constant shared by every split.
  const cost =
    shape === 'normal'
      ? (e: number) => (e - mean) ** 2
      : (e: number) => {
          const z = logs.map((r) => -0.5 * ((e - r) / h) ** 2)
          const top = Math.max(...z)
          return -top - Math.log(z.reduce((a, x) => a + Math.exp(x - top), 0))
        }
  const xs = c.values.map((v) => Math.log(v / 100))
  // cost(τ) = Σ_{i<τ} before_i + Σ_{i≥τ} after_i; moving τ up by one swaps run τ's after for its before.
  let total = xs.reduce((a, x) => a + cost(x - c.step), 0)
  let best = Infinity
  let at = minRuns
  for (let tau = 0; tau <= xs.length - minRuns; tau++) {
    if (tau >= minRuns && total < best) [best, at] = [total, tau]
    if (tau < xs.length) total += cost(xs[tau]!) - cost(xs[tau]! - c.step)
  }
  return at
}

// What the last flags of `pnpm bench:verdicts` are made of, and what it would cost to silence them.
// With a history, the A/A flags that remain are single runs whose figure for one benchmark measured a few
// per cent off (the same code, even alone on a core): each such run is flagged against most of the other
// A runs as bases, so the flag count is a handful of odd (run, benchmark) figures times about ten. A real
// 10 % slowdown in one run looks the same. The only general knob that trades one for the other is the width
// of every band, so it is printed here at a few multiples: if no multiple meets the A/A target and the
// detection target on both halves of the corpus at once, the targets conflict on this corpus, and no
// change of test or statistic that stays within one run pair can meet both (a later run that confirms
// the change, as the change-point detector waits for, is what can).
import { measurement, resultKey } from '../../../data/schema/model'
import { judgeOptions, runNoise } from '../../../data/analysis/noise'
import { isPrimary, judge, type JudgeOptions } from '../../../data/analysis/verdict'
import { pairsOf, type CorpusSet, type Pair } from './verdict-corpus'

/** Band multiples the trade-off is shown at (1: the engine as shipped). */
export const BAND_SCALES = [1, 1.03, 1.06, 1.1] as const

/** The judge's options with every band (history, run pair, tolerance) `scale` times as wide. */
export function scaled(opts: JudgeOptions, scale: number): JudgeOptions {
  if (scale === 1) return opts
  return {
    ...opts,
    ...(opts.tolerance !== undefined ? { tolerance: opts.tolerance * scale } : {}),
    ...(opts.history ? { history: { ...opts.history, width: opts.history.width * scale } } : {}),
    ...(opts.run ? { run: { ...opts.run, width: opts.run.width * scale } } : {}),
  }
}

interface Count {
  aa: number
  aaFlagged: number
  b10: number
  b10Found: number
  b30: number
  b30Found: number
  wrong: number
}

const empty = (): Count => ({ aa: 0, aaFlagged: 0, b10: 0, b10Found: 0, b30: 0, b30Found: 0, wrong: 0 })

export interface Flag {
  set: string
  head: string
  benchmark: string
}

/** How many distinct (set, head run, benchmark) figures a list of A/A flags comes from. */
export function distinctFigures(flags: readonly Flag[]): number {
  return new Set(flags.map((f) => `${f.set}\u0000${f.head}\u0000${f.benchmark}`)).size
}

/** Each primary comparison of one run pair that gets a verdict: its options and both sides. */
function* comparisons(set: CorpusSet, pair: Pair) {
  const { suite } = set
  const base = new Map(pair.base.results.map((r) => [resultKey(r), r]))
  for (const [id, metric] of Object.entries(suite.metrics)) {
    if (!isPrimary(id, metric)) continue
    const items = pair.head.results.flatMap((result) => {
      const br = base.get(resultKey(result))
      const bm = br && measurement(suite, br, id)
      const hm = measurement(suite, result, id)
      return bm && hm ? [{ result, base: bm, head: hm }] : []
    })
    const noise = runNoise(suite, id, pair.history, items)
    for (const i of items) {
      const label = [i.result.benchmark, ...Object.values(i.result.params ?? {}).map(String)].join('/')
      const slowed = pair.kind !== 'aa' && set.slowed.some((s) => i.result.benchmark === s || label.includes(s))
      const samples = Math.min(i.base.samples?.length || i.base.n || 0, i.head.samples?.length || i.head.n || 0)
      const opts = judgeOptions(suite, id, pair.history, i.result, noise)
      yield { ...i, label, slowed, samples, opts, unit: metric.unit, direction: metric.direction }
    }
  }
}

/** Counts per half (quiet, busy) and band multiple, with a history; the A/A flags at the shipped width. */
export function tradeoff(sets: readonly CorpusSet[]): { counts: Map<string, Count>; flags: Map<string, Flag[]> } {
  const counts = new Map<string, Count>()
  const flags = new Map<string, Flag[]>([
    ['quiet', []],
    ['busy', []],
  ])
  for (const set of sets) {
    const half = set.name.endsWith('-quiet') ? 'quiet' : 'busy'
    for (const pair of pairsOf(set, true)) {
      for (const c of comparisons(set, pair)) {
        if (pair.kind !== 'aa' && (!c.slowed || c.samples < 5)) continue
        for (const scale of BAND_SCALES) {
          const v = judge(c.base, c.head, c.unit, c.direction, scaled(c.opts, scale)).verdict
          if (v === 'unknown') continue
          const key = `${half} ${scale}`
          const n = counts.get(key) ?? empty()
          counts.set(key, n)
          if (pair.kind === 'aa') {
            n.aa++
            if (v === 'regressed' || v === 'improved') {
              n.aaFlagged++
              if (scale === 1) flags.get(half)!.push({ set: set.name, head: pair.head.id, benchmark: c.label })
            }
          } else {
            n[pair.kind]++
            if (v === 'regressed') n[pair.kind === 'b10' ? 'b10Found' : 'b30Found']++
            if (v === 'improved') n.wrong++
          }
        }
      }
    }
  }
  return { counts, flags }
}

const pct = (a: number, n: number) => (n ? `${((100 * a) / n).toFixed(2)} % (${a}/${n})` : '–')

/** The trade-off as a Markdown section. */
export function tradeoffTable(sets: readonly CorpusSet[]): string {
  const { counts, flags } = tradeoff(sets)
  const lines = [
    '### What the remaining A/A flags are, and what silencing them costs (with a history)',
    '',
    ...[...flags].map(
      ([half, f]) =>
        `- ${half}: ${f.length} A/A flags come from ${distinctFigures(f)} distinct figures (one benchmark in one run, flagged against several bases).`,
    ),
    '',
    '| half | every band × | A/A flagged (≤ 1 %) | 10 % found (≥ 80 %) | 30 % found (≥ 95 %) | wrong way |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ]
  for (const half of ['quiet', 'busy'])
    for (const scale of BAND_SCALES) {
      const n = counts.get(`${half} ${scale}`) ?? empty()
      lines.push(
        `| ${half} | ${scale} | ${pct(n.aaFlagged, n.aa)} | ${pct(n.b10Found, n.b10)} | ${pct(n.b30Found, n.b30)} | ${n.wrong} |`,
      )
    }
  return lines.join('\n')
}

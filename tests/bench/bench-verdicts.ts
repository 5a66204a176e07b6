// `pnpm bench:verdicts [--corpus tests/fixtures-verdicts] [--sets criterion-quiet,hyperfine-quiet]`: how often the verdict engine cries wolf and how
// often it finds a real slowdown, over real repeated captures (tests/bench/verdicts/verdict-corpus.ts):
//   false alarms = share of A/A comparisons (same code) flagged improved or regressed (target ≤ 1 %);
//   detection    = share of A/B comparisons where the slowed benchmark is flagged regressed
//                  (30 %: ≥ 95 % where the tool gives ≥ 5 samples; 10 %: ≥ 80 %);
//   wrong way    = the slowed benchmark flagged improved (target 0).
// Per set, for the engine before issue 22 (rebuilt from git history by tests/bench/verdicts/old-engine.ts), the new one with one noise factor per
// run pair as it first was (tests/bench/verdicts/pair-noise.ts), the new one without its quartile check, the new one (data/analysis/verdict.ts)
// at its default alpha, at alpha 0.05, and with Benjamini–Hochberg over each run pair, first with no history
// (every pair of runs), then with a history built from the A runs (each A run the base in turn, the
// others before it; an A head is left out of its history). Primary metrics only; secondary ones (CPU time, memory) are counted apart. Then the
// trade-off of wider bands (tests/bench/verdicts/verdict-tradeoff.ts) and the change-point figures (false change points,
// steps found, agreement with Otava) of pnpm bench:changepoints. --sets judges only the sets named (a few minutes
// instead of ~25 on a loaded machine) and leaves out the change-point figures, which do not depend on them.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { measurement, resultKey } from '../../data/schema/model'
import { judgeOptions, runNoise } from '../../data/analysis/noise'
import { isPrimary, judge, type Verdict } from '../../data/analysis/verdict'
import { runChangepointBench } from './verdicts/change-point-proof'
import { loadOldJudge } from './verdicts/old-engine'
import { readCommandLine } from '../../data/schema/command-line'
import { pairFactor, pairJudgeOptions } from './verdicts/pair-noise'
import { loadCorpus, pairsOf, type CorpusSet, type Pair } from './verdicts/verdict-corpus'
import { tradeoffTable } from './verdicts/verdict-tradeoff'

const ENGINES = ['old', 'one noise per pair', 'new without quartile rule', 'new', 'new α=0.05', 'new + BH'] as const
type Engine = (typeof ENGINES)[number]

const oldJudge = await loadOldJudge()
// Without the old engine (a shallow clone), its rows are left out and one line says why.
if (typeof oldJudge === 'string') console.error(oldJudge)
const SHOWN = ENGINES.filter((e) => e !== 'old' || typeof oldJudge !== 'string')

interface Tally {
  aa: number
  aaFlagged: number
  aaNoVerdict: number
  aaQuiet: number
  aaQuietFlagged: number
  aaQuietNoVerdict: number
  /** Unchanged benchmarks of A/B pairs, flagged: false alarms too. */
  abOther: number
  abOtherFlagged: number
  /** The slowed benchmark in A/B pairs where both sides hold ≥ 5 samples (the detection target); `few`: pairs with fewer. */
  det: Record<
    'b10' | 'b30',
    { n: number; hit: number; wrong: number; noVerdict: number; few: number; fewWrong: number }
  >
  secondary: number
  secondaryFlagged: number
}

const emptyTally = (): Tally => ({
  aa: 0,
  aaFlagged: 0,
  aaNoVerdict: 0,
  aaQuiet: 0,
  aaQuietFlagged: 0,
  aaQuietNoVerdict: 0,
  abOther: 0,
  abOtherFlagged: 0,
  det: {
    b10: { n: 0, hit: 0, wrong: 0, noVerdict: 0, few: 0, fewWrong: 0 },
    b30: { n: 0, hit: 0, wrong: 0, noVerdict: 0, few: 0, fewWrong: 0 },
  },
  secondary: 0,
  secondaryFlagged: 0,
})

interface Row {
  slowed: boolean
  primary: boolean
  samples: number
  /** `old` is undefined where the old engine is not in the clone's history. */
  verdicts: Record<Engine, Verdict | undefined>
}

/** Benjamini–Hochberg at q over one run pair's tests: the largest k with p₍ₖ₎ ≤ k·q/m sets the cut. */
function bhCut(ps: number[], q: number): number {
  const s = [...ps].sort((a, b) => a - b)
  let cut = -1
  s.forEach((p, i) => {
    if (p <= ((i + 1) * q) / s.length) cut = p
  })
  return cut
}

function judgePair(set: CorpusSet, pair: Pair): Row[] {
  const { suite } = set
  const base = new Map(pair.base.results.map((r) => [resultKey(r), r]))
  const rows: Array<Row & { p?: number; bandVerdict: Verdict }> = []
  const both = (id: string) =>
    pair.head.results.flatMap((hr) => {
      const br = base.get(resultKey(hr))
      const bm = br && measurement(suite, br, id)
      const hm = measurement(suite, hr, id)
      return bm && hm ? [{ result: hr, base: bm, head: hm }] : []
    })
  const runBands = new Map(Object.keys(suite.metrics).map((id) => [id, runNoise(suite, id, pair.history, both(id))]))
  const pairFactors = new Map(
    Object.keys(suite.metrics).map((id) => [id, pairFactor(suite, id, pair.history, both(id))]),
  )
  for (const hr of pair.head.results) {
    const br = base.get(resultKey(hr))
    if (!br) continue
    for (const [id, metric] of Object.entries(suite.metrics)) {
      const bm = measurement(suite, br, id)
      const hm = measurement(suite, hr, id)
      if (!bm || !hm) continue
      const opts = judgeOptions(suite, id, pair.history, hr, runBands.get(id))
      const j = judge(bm, hm, metric.unit, metric.direction, opts)
      const loose = judge(bm, hm, metric.unit, metric.direction, { ...opts, alpha: 0.05 })
      const all = judge(bm, hm, metric.unit, metric.direction, { ...opts, alpha: 1.0000001 })
      const perPair = judge(
        bm,
        hm,
        metric.unit,
        metric.direction,
        pairJudgeOptions(suite, id, pair.history, hr, runBands.get(id)!, pairFactors.get(id)),
      ).verdict
      const noQuartile = judge(bm, hm, metric.unit, metric.direction, { ...opts, quartile: false }).verdict
      const old =
        typeof oldJudge === 'string'
          ? undefined
          : oldJudge(bm, hm, metric.unit, metric.direction, { tolerance: suite.tolerance ?? 0.05 }).verdict
      const label = [hr.benchmark, ...Object.values(hr.params ?? {}).map(String)].join('/')
      rows.push({
        slowed: pair.kind !== 'aa' && set.slowed.some((s) => hr.benchmark === s || label.includes(s)),
        primary: isPrimary(id, metric),
        samples: Math.min(bm.samples?.length || bm.n || 0, hm.samples?.length || hm.n || 0),
        verdicts: {
          old,
          'one noise per pair': perPair,
          'new without quartile rule': noQuartile,
          new: j.verdict,
          'new α=0.05': loose.verdict,
          'new + BH': all.verdict,
        },
        ...(all.test ? { p: all.test.p } : {}),
        bandVerdict: all.verdict,
      })
    }
  }
  // Benjamini–Hochberg over the primary metrics' tests of this pair, at q = 0.05.
  const tested = rows.filter((r) => r.primary && r.p !== undefined)
  const cut = bhCut(
    tested.map((r) => r.p!),
    0.05,
  )
  for (const r of tested) if (r.p! > cut) r.verdicts['new + BH'] = 'unchanged'
  return rows
}

function tally(sets: CorpusSet[], history: boolean): Map<string, Record<Engine, Tally>> {
  const out = new Map<string, Record<Engine, Tally>>()
  for (const set of sets) {
    const t = Object.fromEntries(ENGINES.map((e) => [e, emptyTally()])) as Record<Engine, Tally>
    for (const pair of pairsOf(set, history)) {
      for (const row of judgePair(set, pair)) {
        for (const e of SHOWN) {
          const v = row.verdicts[e]
          const flagged = v === 'regressed' || v === 'improved'
          const x = t[e]
          if (!row.primary) {
            x.secondary++
            if (flagged) x.secondaryFlagged++
          } else if (pair.kind === 'aa') {
            x.aa++
            if (flagged) x.aaFlagged++
            if (v === 'unknown') x.aaNoVerdict++
            if (pair.quiet) {
              x.aaQuiet++
              if (flagged) x.aaQuietFlagged++
              if (v === 'unknown') x.aaQuietNoVerdict++
            }
          } else if (!row.slowed) {
            x.abOther++
            if (flagged) x.abOtherFlagged++
          } else {
            const d = x.det[pair.kind]
            if (row.samples < 5) {
              d.few++
              if (v === 'improved') d.fewWrong++
              continue
            }
            d.n++
            if (v === 'regressed') d.hit++
            if (v === 'improved') d.wrong++
            if (v === 'unknown') d.noVerdict++
          }
        }
      }
    }
    out.set(set.name, t)
  }
  return out
}

/** Two decimals below 10 %, where the targets (≤ 1 % flagged) are judged: 36/3432 is 1.05 %, not "1.0 %". */
const pct = (a: number, n: number) => (n ? `${((100 * a) / n).toFixed((100 * a) / n < 10 ? 2 : 1)} % (${a}/${n})` : '–')

function addTally(s: Tally, x: Tally): void {
  s.aa += x.aa
  s.aaFlagged += x.aaFlagged
  s.aaNoVerdict += x.aaNoVerdict
  s.aaQuiet += x.aaQuiet
  s.aaQuietFlagged += x.aaQuietFlagged
  s.aaQuietNoVerdict += x.aaQuietNoVerdict
  s.abOther += x.abOther
  s.abOtherFlagged += x.abOtherFlagged
  s.secondary += x.secondary
  s.secondaryFlagged += x.secondaryFlagged
  for (const k of ['b10', 'b30'] as const)
    for (const f of ['n', 'hit', 'wrong', 'noVerdict', 'few', 'fewWrong'] as const) s.det[k][f] += x.det[k][f]
}

/** Totals over the quiet sets (`<set>-quiet`: captured on a core of their own), the busy ones, and all. */
const GROUPS: Array<[string, (name: string) => boolean]> = [
  ['**quiet sets**', (n) => n.endsWith('-quiet')],
  ['**busy sets**', (n) => !n.endsWith('-quiet')],
  ['**all**', () => true],
]

function table(title: string, res: Map<string, Record<Engine, Tally>>): string {
  const lines = [
    `### ${title}`,
    '',
    '| set | engine | A/A flagged (of those judged) | A/A flagged, quiet machine | A/B, other benchmarks flagged | 10 % found (≥ 5 samples) | 30 % found (≥ 5 samples) | wrong way | no verdict (A/A) | secondary flagged |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ]
  for (const [name, t] of res) for (const e of SHOWN) lines.push(row(name, e, t[e]))
  for (const [label, member] of GROUPS) {
    const names = [...res.keys()].filter(member)
    if (
      !names.length ||
      (label === '**all**' && names.length === res.size && GROUPS.slice(0, 2).some(([, m]) => names.every(m)))
    )
      continue
    for (const e of SHOWN) {
      const total = emptyTally()
      for (const n of names) addTally(total, res.get(n)![e])
      lines.push(row(label, e, total))
    }
  }
  return lines.join('\n')
}

function row(name: string, e: Engine, x: Tally): string {
  const wrong = x.det.b10.wrong + x.det.b30.wrong + x.det.b10.fewWrong + x.det.b30.fewWrong
  return `| ${name} | ${e} | ${pct(x.aaFlagged, x.aa - x.aaNoVerdict)} | ${pct(x.aaQuietFlagged, x.aaQuiet - x.aaQuietNoVerdict)} | ${pct(x.abOtherFlagged, x.abOther)} | ${pct(x.det.b10.hit, x.det.b10.n)} | ${pct(x.det.b30.hit, x.det.b30.n)} | ${wrong} | ${x.aaNoVerdict} | ${pct(x.secondaryFlagged, x.secondary)} |`
}

/** How to read the tables for overfitting: what changed, and on which half it holds. */
const SPLIT_NOTE =
  'Split: "one noise per pair" → "new" (each run of a pair its own noise factor) adds no constant and no fitted threshold; read its effect on the **busy sets** and the **quiet sets** apart (different machine states, captured hours apart) and per tool: it must hold on each, not only on their sum.'

async function run(): Promise<void> {
  const { values } = readCommandLine(
    process.argv.slice(2),
    { corpus: { type: 'string' }, sets: { type: 'string' } },
    (m) => (process.stderr.write(`error: ${m}\n`), process.exit(2)),
    false,
  )
  const root = values.corpus ?? join(fileURLToPath(new URL('../..', import.meta.url)), 'tests/fixtures-verdicts')
  const all = await loadCorpus(root)
  if (!all.length) throw new Error(`${root}: no <set>/manifest.json found`)
  const only = values.sets?.split(',').map((s) => s.trim())
  const unknown = only?.filter((n) => !all.some((s) => s.name === n))
  if (unknown?.length)
    throw new Error(`--sets: no set ${unknown.join(', ')} in ${root} (sets: ${all.map((s) => s.name).join(', ')})`)
  const sets = only ? all.filter((s) => only.includes(s.name)) : all
  const counts = sets.map((s) => `${s.name} ${s.a.length}/${s.b10.length}/${s.b30.length}`).join(', ')
  process.stdout.write(`Corpus ${root}: A/B10/B30 captures per set: ${counts}\n\n`)
  process.stdout.write(table('Without history (every pair of runs)', tally(sets, false)) + '\n\n')
  process.stdout.write(
    table(
      'With a history of the A runs (each A run the base in turn, the other A runs before it; A/A heads left out of the history)',
      tally(sets, true),
    ) + '\n',
  )
  process.stdout.write(`\n${SPLIT_NOTE}\n`)
  process.stdout.write(`\n${tradeoffTable(sets)}\n`)
  if (only) return
  // Change points over histories built from the same corpus's noise (tests/bench/verdicts/change-point-proof.ts).
  process.stdout.write(
    "\n### Change points (histories built from the corpus's A runs, steps injected)\n\n| measure | value | target | |\n| --- | --- | --- | --- |\n",
  )
  for (const r of runChangepointBench())
    process.stdout.write(`| ${r.measure} | ${r.value} | ${r.target} | ${r.ok === null ? '' : r.ok ? '✓' : '✗'} |\n`)
}

run().catch((e: unknown) => {
  process.stderr.write(`bench:verdicts: ${e instanceof Error ? e.message : String(e)}\n`)
  process.exit(1)
})

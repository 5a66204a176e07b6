// The verdict of a pull request measured on one runner (scripts/commands/ci-action.ts): base and head ran
// alternately, round by round; each benchmark's metric is judged over the rounds' pairs (core:
// paired.ts judgePaired). The report is Markdown for the job summary and the pull-request comment, and
// JSON for the workflow artifact. A regression the suite acknowledged (suite.json `acknowledged`, matched
// by the head commit) is shown with its reason and does not fail the check.
import { isAcknowledged } from '../../data/analysis/acknowledge'
import { mdFence } from '../../data/numbers/escape'
import { formatChange, formatMeasured } from '../../data/numbers/format'
import { resultKey } from '../../data/schema/model'
import { judgePaired, pairFigure, type PairedJudgement } from '../../data/analysis/paired'
import type { Measurement, Metric, ParamValue, Run, Suite } from '../../data/schema/schema'
import { median } from '../../data/analysis/stats'
import { formatP, isPrimary, VERDICT_WORD } from '../../data/analysis/verdict'

export interface Round {
  base: Run
  head: Run
}

export interface PairedRow extends PairedJudgement {
  benchmark: string
  params?: Record<string, ParamValue>
  metric: string
  unit: string
  /** Median over the rounds of each side's figure (paired.ts pairFigure). */
  base?: number
  head?: number
  primary: boolean
  acknowledged?: string
}

export interface PairedReport {
  rounds: number
  baseCommit: string
  headCommit: string
  testbed: string
  rows: PairedRow[]
  /** Primary metrics that regressed and were not acknowledged: what fails the check. */
  regressed: number
  improved: number
}

interface Series {
  benchmark: string
  params?: Record<string, ParamValue>
  metric: string
  pairs: Array<[Measurement | undefined, Measurement | undefined]>
}

/** Every benchmark's metric, with its measurements round by round on both sides. */
function seriesOf(rounds: readonly Round[]): Series[] {
  const all = new Map<string, Series>()
  rounds.forEach((r, i) => {
    for (const [side, run] of [
      [0, r.base],
      [1, r.head],
    ] as const)
      for (const res of run.results)
        for (const [metric, m] of Object.entries(res.values)) {
          const key = `${resultKey(res)}\u0000${metric}`
          let s = all.get(key)
          if (!s) {
            s = { benchmark: res.benchmark, ...(res.params ? { params: res.params } : {}), metric, pairs: [] }
            all.set(key, s)
          }
          while (s.pairs.length <= i) s.pairs.push([undefined, undefined])
          s.pairs[i]![side] = m
        }
  })
  return [...all.values()]
}

export function pairedReport(
  rounds: readonly Round[],
  metrics: Record<string, Metric>,
  info: { baseCommit: string; headCommit: string; testbed: string; suite?: Pick<Suite, 'acknowledged' | 'tolerance'> },
  alpha?: number,
): PairedReport {
  const rows: PairedRow[] = []
  for (const s of seriesOf(rounds)) {
    const metric = metrics[s.metric]
    if (!metric) continue
    const j = judgePaired(s.pairs, metric.unit, metric.direction, { alpha, tolerance: info.suite?.tolerance })
    const side = (k: 0 | 1) => {
      const xs = s.pairs.flatMap((p) => (p[k] ? [pairFigure(p[k], metric.direction)] : []))
      return xs.length ? median(xs) : undefined
    }
    const ack =
      j.verdict === 'regressed' && info.suite
        ? isAcknowledged(info.suite, {
            benchmark: s.benchmark,
            params: s.params,
            metric: s.metric,
            run: '',
            commit: info.headCommit,
          })
        : undefined
    rows.push({
      ...j,
      benchmark: s.benchmark,
      ...(s.params ? { params: s.params } : {}),
      metric: s.metric,
      unit: metric.unit,
      base: side(0),
      head: side(1),
      primary: isPrimary(s.metric, metric),
      ...(ack ? { acknowledged: ack } : {}),
    })
  }
  const count = (v: string) => rows.filter((r) => r.primary && r.verdict === v && !r.acknowledged).length
  return {
    rounds: rounds.length,
    baseCommit: info.baseCommit,
    headCommit: info.headCommit,
    testbed: info.testbed,
    rows,
    regressed: count('regressed') + count('failed'),
    improved: count('improved'),
  }
}

const cell = (s: string) => s.replace(/[|\\`*_<>[\]\r\n]/g, (c) => (c === '\r' || c === '\n' ? ' ' : `\\${c}`))

function label(r: PairedRow): string {
  const ps = Object.entries(r.params ?? {}).map(([k, v]) => `${k}=${String(v)}`)
  return cell([r.benchmark, ...ps].join(' · '))
}

/** Benchmarks the before-and-after chart shows: the largest changes, the rest are in the table. */
export const CHART_TOP = 5
const BAR_WIDTH = 30
const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉']

/** A bar of `v` where `max` fills BAR_WIDTH characters, in eighths of a character. */
function bar(v: number, max: number): string {
  const n = max > 0 && v > 0 ? Math.max(1, Math.round((v / max) * BAR_WIDTH * 8)) : 0
  return '█'.repeat(Math.floor(n / 8)) + EIGHTHS[n % 8]!
}

/** A name as one line of the chart's code block, at most 80 characters (mdFence shows hidden characters). */
const oneLine = (s: string) => s.replace(/[\t\r\n\u2028\u2029]+/g, ' ').slice(0, 80)

/**
 * Before and after, for the benchmarks that changed (the CHART_TOP largest changes): a base bar and a head
 * bar each, in fixed-width block characters, which GitHub shows in a comment without an image to host.
 * Each benchmark has its own scale (its larger side fills the width), since they differ in size and unit.
 */
export function beforeAfterChart(rep: PairedReport): string[] {
  const changed = rep.rows
    .filter(
      (r) =>
        (r.verdict === 'regressed' || r.verdict === 'improved') &&
        r.base !== undefined &&
        r.head !== undefined &&
        r.change !== null,
    )
    .sort((a, b) => Math.abs(Math.log1p(b.change!)) - Math.abs(Math.log1p(a.change!)))
  if (!changed.length) return []
  const lines: string[] = []
  for (const r of changed.slice(0, CHART_TOP)) {
    const ps = Object.entries(r.params ?? {}).map(([k, v]) => `${k}=${String(v)}`)
    const [base, head] = [formatMeasured(r.base!, r.unit), formatMeasured(r.head!, r.unit)]
    const w = Math.max(base.length, head.length)
    const max = Math.max(r.base!, r.head!)
    const word = `${VERDICT_WORD[r.verdict]}${r.acknowledged ? ', acknowledged' : ''}`
    lines.push(
      oneLine(`${[r.benchmark, ...ps].join(' · ')} (${r.metric})`),
      `  base  ${base.padStart(w)}  ${bar(r.base!, max)}`,
      `  head  ${head.padStart(w)}  ${bar(r.head!, max)}  ${formatChange(r.change!)} ${word}`,
    )
  }
  const more = changed.length - CHART_TOP
  return [
    `Before and after${changed.length > 1 ? `, the ${Math.min(changed.length, CHART_TOP)} largest changes` : ''} (median over the rounds):`,
    '',
    // A code block shows its text as it is: nothing in a name is markup there, and no name can end it.
    mdFence('text', lines),
    ...(more > 0 ? ['', `${more} more change${more === 1 ? '' : 's'} in the table below.`] : []),
    '',
  ]
}

const MARK: Record<string, string> = { regressed: '🔴', improved: '🟢', failed: '❌', unchanged: '', unknown: '' }

/**
 * The report as Markdown: a headline, the largest changes before and after, then one row per benchmark
 * and metric, changed ones first (the chart comes before the long table, so a cut comment keeps it).
 */
export function renderPairedMarkdown(rep: PairedReport): string {
  const order = { failed: 0, regressed: 1, improved: 2, unchanged: 3, unknown: 4 }
  const rows = [...rep.rows].sort(
    (a, b) => order[a.verdict] - order[b.verdict] || a.benchmark.localeCompare(b.benchmark),
  )
  const head =
    rep.regressed > 0
      ? `**${rep.regressed} regression${rep.regressed === 1 ? '' : 's'}** of this pull request`
      : rep.improved > 0
        ? `No regression; ${rep.improved} improvement${rep.improved === 1 ? '' : 's'}`
        : 'No change beyond noise'
  const lines = [
    '## Benchmarks: base against head on the same runner',
    '',
    `${head}. Base ${rep.baseCommit.slice(0, 7)} (the merge base) and head ${rep.headCommit.slice(0, 7)} ran alternately, ${rep.rounds} rounds each, on testbed “${cell(rep.testbed)}”; each run counts by its fast side (the lower quartile of its samples for a time, the upper one for a rate, else its value), and each change is the median of the rounds’ head / base ratios, judged by the signed-rank test over the rounds.`,
    '',
    ...beforeAfterChart(rep),
    '| benchmark | metric | base | head | change | verdict | p |',
    '| --- | --- | ---: | ---: | ---: | --- | ---: |',
  ]
  for (const r of rows) {
    const v =
      `${MARK[r.verdict] ?? ''} ${VERDICT_WORD[r.verdict]}${r.acknowledged ? ` (acknowledged: ${cell(r.acknowledged)})` : ''}${r.primary ? '' : ' (secondary)'}`.trim()
    lines.push(
      `| ${label(r)} | ${cell(r.metric)} | ${r.base === undefined ? '–' : formatMeasured(r.base, r.unit)} | ${r.head === undefined ? '–' : formatMeasured(r.head, r.unit)} | ${r.change === null ? '–' : formatChange(r.change)} | ${v} | ${r.p === undefined ? '–' : formatP(r.p).replace(/^p [=<] ?/, (m) => (m.includes('<') ? '< ' : ''))} |`,
    )
  }
  const notes = [...new Set(rows.flatMap((r) => r.notes))]
  if (notes.length) lines.push('', ...notes.map((n) => `- ${cell(n)}`))
  return lines.join('\n') + '\n'
}

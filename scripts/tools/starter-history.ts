// The part of a starter page (starter-page.ts) that a suite with a history leads with: what changed. The
// suite's change points, newest first, each linked to the trend of its result; a small trend per changed
// result (each on its own axis, so a 20 ns benchmark reads as well as a 3 s one); then every benchmark on
// one axis as its change from its own start, the changed ones first. Pure: returns Markdown lines.
import type { ParamValue, Run, Suite } from '../../data/schema/schema'
import { currentRuns } from '../../data/schema/model'
import { mdFence, mdHeading, yamlScalar } from '../../data/numbers/escape'
import { seriesAnchor, suiteChanges, type SuiteChange } from '../../components/build-time/change-point-series'

/** From this many current runs a suite has a history worth leading with. */
export const HISTORY_RUNS = 10
/** Rows of the list of changes, most small trends (the newest changed results), lines of the overview. */
export const HISTORY_LIMITS = { changes: 10, multiples: 4, overview: 10 } as const
/**
 * Runs a small trend and the overview plot at most (evenly thinned, the newest always): the page of a
 * 331-run history must stay light on a phone; the list of changes names every change's runs exactly.
 */
export const HISTORY_POINTS = { multiple: 80, overview: 60 } as const

const yamlValue = (v: ParamValue) => (typeof v === 'string' ? yamlScalar(v) : String(v))
const whereOf = (c: Pick<SuiteChange, 'benchmark' | 'params'>) =>
  `where: { ${[['benchmark', c.benchmark] as const, ...Object.entries(c.params ?? {})]
    .map(([k, v]) => `${yamlScalar(k)}: ${yamlValue(v)}`)
    .join(', ')} }`
const nameOf = (c: Pick<SuiteChange, 'benchmark' | 'params'>) => {
  const p = Object.entries(c.params ?? {}).map(([k, v]) => `${k}=${String(v)}`)
  return p.length ? `${c.benchmark} · ${p.join(' ')}` : c.benchmark
}

/** The changed results, newest change first, each once (its newest change). */
function changedSeries(changes: SuiteChange[]): SuiteChange[] {
  const seen = new Set<string>()
  const out: SuiteChange[] = []
  // Newest first, as the list of changes orders them (siteChanges): by the date of the run after it.
  const newest = [...changes].sort(
    (a, b) => (b.to.date ?? '').localeCompare(a.to.date ?? '') || b.runIndex - a.runIndex,
  )
  for (const c of newest) {
    const a = seriesAnchor(c)
    if (seen.has(a)) continue
    seen.add(a)
    out.push(c)
  }
  return out
}

/** The lines of "What changed" and "All benchmarks over time"; none when the suite has too few runs. */
export function historySection(suite: Suite, runs: Run[], metric: string | undefined): string[] {
  const current = currentRuns(runs)
  if (current.length < HISTORY_RUNS || !metric) return []
  const id = suite.id
  const changes = suiteChanges({ suite, runs }).filter((c) => !c.acknowledged)
  const newest = changedSeries(changes).slice(0, HISTORY_LIMITS.changes)
  const out = ['', mdHeading(2, 'What changed'), '']
  out.push(
    newest.length
      ? `Lasting changes found in the ${current.length} runs of this history, newest first; each links to its trend below. A change is a step that later runs kept, not one slow run.`
      : `No lasting change was found in the ${current.length} runs of this history: every benchmark stayed at its level (one slow run is not a change).`,
  )
  out.push(
    '',
    mdFence('bench-changepoints', [
      `suite: ${id}`,
      `limit: ${HISTORY_LIMITS.changes}`,
      'link: trend',
      `caption: ${yamlScalar('Changes in this history, newest first')}`,
    ]),
  )
  for (const c of newest.slice(0, HISTORY_LIMITS.multiples)) {
    const m = suite.metrics[c.metric]!
    out.push(
      '',
      mdHeading(3, `${nameOf(c)} — ${m.label}`),
      '',
      mdFence('bench-trend', [
        `suite: ${id}`,
        `metric: ${c.metric}`,
        whereOf(c),
        `title: ${yamlScalar(`${nameOf(c)}: ${m.label.toLowerCase()} across runs (${m.direction} is better)`)}`,
        `id: ${seriesAnchor(c)}`,
        'height: 220',
        `maxPoints: ${HISTORY_POINTS.multiple}`,
      ]),
    )
  }
  // The overview: the changed benchmarks first, then the others, as far as one chart reads.
  const names = [
    ...new Set([
      ...newest.filter((c) => c.metric === metric).map((c) => c.benchmark),
      ...current
        .at(-1)!
        .results.filter((r) => r.values[metric])
        .map((r) => r.benchmark),
    ]),
  ].slice(0, HISTORY_LIMITS.overview)
  out.push(
    '',
    mdHeading(2, 'All benchmarks over time'),
    '',
    'Each line is its benchmark relative to its own start (the median of its first runs: 2× is twice as slow or as fast as it began), so that benchmarks of any size share the axis; the charts above show the changed ones in their own units.',
    '',
    mdFence('bench-trend', [
      `suite: ${id}`,
      `metric: ${metric}`,
      `where: { benchmark: [${names.map(yamlScalar).join(', ')}] }`,
      'relative: true',
      `maxPoints: ${HISTORY_POINTS.overview}`,
      `title: ${yamlScalar(`${suite.metrics[metric]!.label} relative to each benchmark's start`)}`,
      'id: trend-overview',
    ]),
  )
  return out
}

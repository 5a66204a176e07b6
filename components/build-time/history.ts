// View models of two history blocks: a suite's runs (```bench-runs```), newest first, and its thresholds
// next to one run's figures (```bench-thresholds```). Numbers become text here, through format.ts; the
// markup is the renderer's (.vitepress/markdown/blocks-extra.ts).
import type { ThresholdsView } from '../../data/schema/block-schema'
import { formatMeasured } from '../../data/numbers/format'
import { matches, measurement } from '../../data/schema/model'
import { selectRun, valueLabel, ViewError } from '../views/select'
import type { SuiteData, Where } from '../views/select'

/** One figure of a run: its value, and the samples behind it (each kept on one line by the renderer). */
export interface RunFigure {
  text: string
  samples?: string[]
}

export interface RunRow {
  /** The run's date (or label, or id). */
  name: string
  version?: string
  /** Figures of the metric asked for, one per matching result; undefined: the number of results instead. */
  figures?: RunFigure[]
  results: number
  retired: boolean
  /** Why a retired run was retired. */
  statusNote?: string
}

export interface RunsModel {
  caption: string
  /** The header of the figures column: the metric's label, or "Results". */
  metricLabel: string
  /** A column no run fills is left out. */
  withVersion: boolean
  rows: RunRow[]
}

export function buildRuns(data: SuiteData, view: { metric?: string; where?: Where; caption?: string }): RunsModel {
  const { suite } = data
  const metric = view.metric ? suite.metrics[view.metric] : undefined
  const runs = [...data.runs].reverse()
  const rows = runs.map((run): RunRow => {
    const figures =
      metric && view.metric
        ? run.results
            .filter((r) => matches(r, view.where))
            .flatMap((r) => {
              const m = measurement(suite, r, view.metric!)
              if (!m) return []
              const samples = m.samples?.length
                ? m.samples.map((x) => formatMeasured(x, metric.unit, metric.format ?? {}))
                : undefined
              return [{ text: formatMeasured(m.value, metric.unit, metric.format ?? {}, m.qualifier), samples }]
            })
        : undefined
    const retired = run.status === 'retired'
    return {
      name: run.date?.slice(0, 10) ?? run.label ?? run.id,
      version: run.version,
      figures,
      results: run.results.length,
      retired,
      statusNote: retired ? run.statusNote : undefined,
    }
  })
  return {
    caption: view.caption ?? `Runs of ${suite.title}`,
    metricLabel: metric?.label ?? 'Results',
    withVersion: runs.some((r) => r.version),
    rows,
  }
}

export interface ThresholdRow {
  scope: string
  check: string
  threshold: string
  /** The run's figures, or "—". */
  measured: string
  verdict: 'meets it' | 'misses it' | 'not measured'
  ok: boolean
}

export interface ThresholdsModel {
  caption: string
  rows: ThresholdRow[]
  /** The suite's regression tolerance, formatted (only without `where`). */
  tolerance?: string
  /** The run's date. */
  when?: string
}

/** A suite's thresholds next to the run's figures: which floors and ceilings hold. */
export function buildThresholds(data: SuiteData, view: ThresholdsView): ThresholdsModel {
  const { suite } = data
  const { where } = view
  const run = selectRun(data, view.run)
  // With `where`, only the thresholds of that part of the suite (their own where within it).
  const scoped = (suite.thresholds ?? []).filter(
    (t) =>
      !where ||
      matches({ benchmark: String(t.where?.benchmark ?? where.benchmark ?? ''), params: t.where ?? {} }, where),
  )
  if (where && !scoped.length) throw new ViewError(`no thresholds of "${suite.id}" match ${JSON.stringify(where)}`)
  const rows = scoped.map((t): ThresholdRow => {
    const metric = suite.metrics[t.metric]
    if (!metric) throw new ViewError(`threshold names unknown metric "${t.metric}"`)
    const fmt = metric.format ?? {}
    const measured = run.results
      .filter((r) => matches(r, t.where))
      .map((r) => measurement(suite, r, t.metric))
      .filter((m) => m !== undefined)
    const ok =
      measured.length > 0 && measured.every((m) => (t.kind === 'min' ? m!.value >= t.value : m!.value <= t.value))
    return {
      scope:
        Object.entries(t.where ?? {})
          .map(([k, v]) => valueLabel(suite, k, v))
          .join(', ') || 'All',
      check: `${t.kind === 'min' ? 'Minimum' : 'Maximum'} ${metric.label.toLowerCase()}`,
      threshold: formatMeasured(t.value, metric.unit, fmt),
      measured: measured.map((m) => formatMeasured(m!.value, metric.unit, fmt, m!.qualifier)).join('; ') || '—',
      verdict: measured.length ? (ok ? 'meets it' : 'misses it') : 'not measured',
      ok,
    }
  })
  const tolerance =
    suite.tolerance !== undefined && !where ? formatMeasured(suite.tolerance * 100, '%', { decimals: 0 }) : undefined
  return { caption: view.caption ?? 'Thresholds', rows, tolerance, when: run.date?.slice(0, 10) }
}

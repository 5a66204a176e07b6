// Suite data + a view → the model a chart component draws. Built at build time; the model holds
// numbers (never formatted strings) plus what the browser needs to format them.
import type { ParamValue, Result } from '../../data/schema/schema'
import { fieldValue, measurement, thresholdsFor } from '../../data/schema/model'
import { BLOCK_LIMITS, tooBig } from '../../data/schema/block-limits'
import {
  colorSlot,
  firstBy,
  keyLabel,
  keyValue,
  orderedValues,
  pick,
  pickedField,
  runCaption,
  selectRun,
  valueLabel,
  valuesAre,
  varyingKeys,
  ViewError,
  unknownMetric,
} from './select'
import type { SuiteData } from './select'
import { isFailed } from '../chart-types/failed-value'
import { speedupRanges } from './speedups'
import type { ChartView } from '../../data/schema/block-schema'
import type { ChartModel, ChartSeries, Qualifier } from '../chart-types/chart-model'
import { didYouMean } from '../../data/schema/suggest'
import { PHONE_CHART_PX, sideNameChars } from '../chart-types/chart-rules'
import { logScale } from '../chart-types/log-scale'
import { runIndex } from './run-when'

export function slugify(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, 80)
}

export function buildChart(data: SuiteData, view: ChartView): ChartModel {
  const { suite } = data
  const metric = suite.metrics[view.metric]
  if (!metric) throw unknownMetric(suite, view.metric)
  const run = selectRun(data, view.run)
  const results = pick(run, view.where).filter((r) => measurement(suite, r, view.metric) !== undefined)
  if (!results.length)
    throw new ViewError(
      `no results of suite "${suite.id}" match ${JSON.stringify(view.where ?? {})} with metric "${view.metric}"`,
    )
  const varying = varyingKeys(results)
  const groupKey = view.groups ?? varying[0] ?? 'benchmark'
  const seriesKey = view.series ?? varying.find((k) => k !== groupKey)
  const title = view.title ?? `${metric.label} — ${suite.title}`
  const base = {
    id: view.id ?? slugify(title),
    view: { ...view, run: undefined },
    runId: run.id,
    title,
    caption: runCaption(run, data),
    runShort: menuText(data, run.id),
    ...(run.status === 'retired' ? { withdrawn: run.statusNote ?? 'This run no longer counts.' } : {}),
    ...runsWithFigures(data, view),
    metric: {
      label: metric.label,
      unit: metric.unit,
      direction: metric.direction,
      format: metric.format ?? {},
      stat: valuesAre(metric, pickedField(view)),
    },
    horizontal: view.horizontal ?? false,
  }
  return layout(view.kind)(data, view, results, { groupKey, seriesKey }, base)
}

/**
 * What a bench-chart block's `kind:` asks for (default bar): the builder of its model, which picks the chart
 * type that draws it (chart-types/). The one list of the names: ChartSpec takes any, and layout() checks it.
 */
const CHART_LAYOUTS = { bar: barChart, latency: latencyChart } satisfies Record<string, ChartBuilder>
type ChartLayout = keyof typeof CHART_LAYOUTS

/** The builder a block's `kind:` asks for, or a ViewError naming the known ones. */
function layout(kind = 'bar'): ChartBuilder {
  if (Object.hasOwn(CHART_LAYOUTS, kind)) return CHART_LAYOUTS[kind as ChartLayout]
  const known = Object.keys(CHART_LAYOUTS)
  throw new ViewError(`kind: expected ${known.join(' or ')}, found "${kind}"${didYouMean(kind, known)}`)
}

type Results = SuiteData['runs'][number]['results']
/** What every chart of a bench-chart block has, whichever builder completes it. */
type ChartBase = Omit<
  ChartModel,
  | 'kind'
  | 'groupLabel'
  | 'seriesLabel'
  | 'labels'
  | 'series'
  | 'height'
  | 'wideRange'
  | 'logDefault'
  | 'thresholds'
  | 'runs'
  | 'versionLabels'
>
type Keys = { groupKey: string; seriesKey: string | undefined }
/** Completes a bench-chart block's model: its results, the keys of its groups and series, what every chart has. */
type ChartBuilder = (data: SuiteData, view: ChartView, results: Results, keys: Keys, base: ChartBase) => ChartModel

function barChart(
  data: SuiteData,
  view: ChartView,
  results: Results,
  { groupKey, seriesKey }: Keys,
  base: ChartBase,
): ChartModel {
  const { suite } = data
  const metric = suite.metrics[view.metric]!
  const field = pickedField(view)
  const groups = orderedValues(suite, groupKey, results)
  const seriesValues: Array<ParamValue | undefined> = seriesKey ? orderedValues(suite, seriesKey, results) : [undefined]
  if (groups.length * seriesValues.length > BLOCK_LIMITS.chartBars)
    throw new ViewError(
      tooBig(
        `bars in this chart (${groups.length} groups × ${seriesValues.length} series)`,
        groups.length * seriesValues.length,
        BLOCK_LIMITS.chartBars,
      ),
    )
  const at = firstBy(results, (x) => [keyValue(x, groupKey), seriesKey ? keyValue(x, seriesKey) : undefined])
  const inGroup = firstBy(results, (x) => [keyValue(x, groupKey)])
  const series: ChartSeries[] = seriesValues.map((sv, i) => {
    const qualifiers: Array<Qualifier | null> = []
    const values = groups.map((g) => {
      const r = at([g, seriesKey ? sv : undefined])
      const m = r ? measurement(suite, r, view.metric) : undefined
      qualifiers.push(m?.qualifier ?? null)
      return fieldValue(m, field) ?? null
    })
    const failed = values.map((v) => isFailed(v, metric.direction))
    return {
      label: seriesKey ? valueLabel(suite, seriesKey, sv) : metric.label,
      values,
      ...(qualifiers.some((q) => q) ? { qualifiers } : {}),
      ...(failed.some(Boolean) ? { failed } : {}),
      color: seriesKey && sv !== undefined ? colorSlot(suite, seriesKey, sv, i) : i,
    }
  })
  const all = series.flatMap((s) => s.values).filter((v): v is number => v !== null && v > 0)
  const thresholds = view.thresholds ? thresholdLines(suite, groups, inGroup, view.metric) : []
  const labels = groups.map((g) => valueLabel(suite, groupKey, g))
  const height = view.height ?? defaultHeight(labels, series.length, base.horizontal)
  return {
    ...base,
    kind: 'bar',
    groupLabel: keyLabel(suite, groupKey),
    seriesLabel: seriesKey ? keyLabel(suite, seriesKey) : '',
    labels,
    series,
    height,
    ...logScale(all, { log: view.log, tiny: tinyBarsAt(height, base.horizontal) }),
    ...(view.speedup ? speedupLabels(series, valueLabel(suite, seriesKey ?? '', view.speedup), metric.direction) : {}),
    thresholds,
  }
}

/** The suite's floors and ceilings for the metric, one line per group (a group's first result decides). */
function thresholdLines(
  suite: SuiteData['suite'],
  groups: ParamValue[],
  inGroup: (key: ParamValue[]) => Result | undefined,
  metricId: string,
): ChartModel['thresholds'] {
  return groups.flatMap((g, gi) => {
    const r = inGroup([g])
    return r
      ? thresholdsFor(suite, r, metricId).map((t) => ({
          label: t.kind === 'min' ? 'Floor' : 'Ceiling',
          value: t.value,
          kind: t.kind,
          group: groups.length > 1 ? gi : null,
        }))
      : []
  })
}

/**
 * The span (largest ÷ smallest) above which a linear bar chart draws some bar under 4 px, marked ▲ by the
 * overlay: 4 px of a plot about `height` − 80 px tall, or, for horizontal bars, of about 180 px wide (a phone).
 */
function tinyBarsAt(height: number, horizontal: boolean): number {
  return (horizontal ? 180 : Math.max(60, height - 80)) / 4
}

function defaultHeight(labels: readonly string[], series: number, horizontal: boolean): number {
  if (!horizontal) return 320
  // A group holds its bars, 22 px each, and its name: two lines (36 px) when a name is longer than a phone's
  // line (eight Go benchmark names at 22 px a group ran into each other at 320 px).
  const line = Math.floor(sideNameChars(PHONE_CHART_PX))
  const perGroup = Math.max(Math.max(1, series) * 22, labels.some((l) => l.length > line) ? 36 : 0)
  return Math.max(200, Math.min(900, 60 + labels.length * perGroup))
}

/** Per group: how many times better the `of` series is than each other series, as "a..b×". */
function speedupLabels(series: ChartSeries[], of: string, direction: 'higher' | 'lower') {
  if (!series.some((s) => s.label === of))
    throw new ViewError(`speedup: no series "${of}" (series: ${series.map((s) => s.label).join(', ')})`)
  return { speedups: speedupRanges(series, of, direction), speedupOf: of }
}

/** One line per series across percentiles (the series key's values, else the groups'). */
function latencyChart(
  data: SuiteData,
  view: ChartView,
  results: Results,
  { groupKey, seriesKey: key }: Keys,
  base: ChartBase,
): ChartModel {
  const { suite } = data
  const seriesKey = key ?? groupKey
  // Series follow the suite's declared order of the series key, as bar charts do.
  const order = orderedValues(suite, seriesKey, results).map(String)
  const ms = results
    .map((r) => ({ r, m: measurement(suite, r, view.metric) }))
    .sort((a, b) => order.indexOf(String(keyValue(a.r, seriesKey))) - order.indexOf(String(keyValue(b.r, seriesKey))))
  const keys = view.percentiles ?? [...new Set(ms.flatMap(({ m }) => Object.keys(m?.percentiles ?? {})))]
  const sorted = keys.map(Number).sort((a, b) => a - b)
  if (!sorted.length)
    throw new ViewError(`latency chart: results of "${suite.id}" have no percentiles for "${view.metric}"`)
  const series = ms.map(({ r, m }, i) => {
    const sv = keyValue(r, seriesKey)
    return {
      label: valueLabel(suite, seriesKey, sv),
      values: sorted.map((p) => fieldValue(m, `p${p}`) ?? null),
      color: sv !== undefined ? colorSlot(suite, seriesKey, sv, i) : i,
    }
  })
  const all = series.flatMap((s) => s.values).filter((v): v is number => v !== null && v > 0)
  return {
    ...base,
    kind: 'line',
    metric: { ...base.metric, stat: undefined },
    groupLabel: 'Percentile',
    seriesLabel: keyLabel(suite, seriesKey),
    labels: sorted.map((p) => `p${p}`),
    series,
    height: view.height ?? 320,
    ...logScale(all, { log: view.log }),
    thresholds: [],
  }
}

/** The description of a finished model (describe-text.ts), for the run switch to attach to the model it builds. */
export { describeChart } from './describe-text'

/** `runsWith` where some run of the suite has no figure this chart shows. */
function runsWithFigures(data: SuiteData, view: ChartView): { runsWith?: string[] } {
  const has = (run: SuiteData['runs'][number]) =>
    pick(run, view.where).some((r) => measurement(data.suite, r, view.metric) !== undefined)
  const ids = data.runs.filter(has).map((r) => r.id)
  return ids.length < data.runs.length ? { runsWith: ids } : {}
}

/** A run's name in the run menu, told apart from the suite's other runs of its day ("2026-11-26 19:58:34"). */
function menuText(data: SuiteData, id: string): string | undefined {
  const r = runIndex(data.suite, data.runs).runs.find((x) => x.id === id)
  return r?.short
}

// The model a chart component draws (chart.ts builds it at build time, and again in the browser for an
// earlier run): numbers, never formatted strings, plus what the browser needs to format them. Its own
// module, so that the code that draws and describes a chart imports its shape and not its builder.
import type { NumberFormat } from '../../data/schema/schema'
import type { ChartView } from '../../data/schema/block-schema'

/** How a chart is drawn: a key of the chart types' registry (chart-types/index.ts, which checks it). */
export type ChartKind = 'bar' | 'line'

export type Qualifier = 'at-least' | 'at-most' | 'below' | 'above' | 'about'

export interface ChartSeries {
  label: string
  values: Array<number | null>
  qualifiers?: Array<Qualifier | null>
  /** Per group: the tool reported zero on a higher-is-better metric, a failed test (drawn as such, not as a bar). */
  failed?: boolean[]
  color: number
}

/** What a trend chart knows of each run it plots (tooltips, version axis, commit links). */
export interface TrendRun {
  id: string
  /** "Run 13 of 20": its number in the suite (as the run menu, tables and change points name it); none in a suite of one run. */
  name?: string
  date?: string
  version?: string
  commit?: string
  commitUrl?: string
  env: string
}

/** A change point on a trend chart: where it is drawn and what it says (the same words with and without JS). */
export interface TrendChange {
  series: number
  /** The first plotted run after the change. */
  group: number
  kind: 'regression' | 'improvement'
  /** "+31 %": the mark's label. */
  short: string
  /** The whole sentence: series, magnitude, run and commit range, acknowledgement. */
  text: string
  acknowledged?: boolean
}

export interface ChartModel {
  id: string
  /** The sentence a screen reader hears (describe-text.ts), set once the model is complete. */
  description?: string
  /** How it is drawn: a key of the chart types' registry (chart-types/index.ts). */
  kind: ChartKind
  title: string
  caption: string
  /** The run menu's text before the reader opens it, as it reads once the run list is loaded (run-files.ts). */
  runShort?: string
  metric: { label: string; unit: string; direction: 'higher' | 'lower'; format: NumberFormat; stat?: string }
  groupLabel: string
  seriesLabel: string
  labels: string[]
  series: ChartSeries[]
  horizontal: boolean
  height: number
  /** Values spread enough to offer a logarithmic scale (log-scale.ts logScale: bars and trends alike). */
  wideRange: boolean
  /** Start on the logarithmic scale (the author asked, or logScale's rule: bars from 30× or with most under a twentieth of the largest, lines once offered). */
  logDefault: boolean
  /** Per group: [lowest, highest] ratio of the `speedupOf` series over the others. */
  speedups?: Array<[number, number] | null>
  speedupOf?: string
  thresholds: Array<{ label: string; value: number; kind: 'min' | 'max'; group: number | null }>
  /** Bar and latency charts: the view and run they show, so the browser can redraw them for an earlier run. */
  view?: ChartView
  runId?: string
  /** Trend charts: change points found in the whole history, at the first plotted run after each (changepoints.ts). */
  changes?: TrendChange[]
  /** Earlier change points left unmarked (only the newest are). */
  changesOmitted?: number
  /** Trend charts: one entry per plotted run, and the labels of the "by version" axis. */
  runs?: TrendRun[]
  versionLabels?: string[]
  /** The runs of the suite with figures for this chart, where some have none: the run menu offers only these
   *  (picking one without led to an empty chart). */
  runsWith?: string[]
  /** Chrome a page says once per section (set at build time): the run line, already said above; the run menu, shown by an earlier block of the suite or pointless with one run. */
  quiet?: { caption?: boolean; runChoice?: boolean }
  /** The run shown was withdrawn (retired): why, in the run's words. Its bars are drawn hollow. */
  withdrawn?: string
}

// The YAML an author writes inside a ```bench-…``` fence: one zod schema per block kind, validated at
// build time so a typo fails the build with the field's name. The view types the builders take
// (ChartView, TableView, …) are inferred from these schemas, so the contract exists once. It sits in the
// core because it is the schema of what pages ask for, as schema.ts is of what data/ holds; like
// schema.ts it needs zod at run time, so the browser imports its types only (eslint/layers.js).
import { z } from 'zod'

const value = z.union([z.string(), z.number(), z.boolean()])
/** Which results: parameter (or "benchmark") → value, or any of several values. */
const where = z.record(z.string(), z.union([value, z.array(value)])).optional()
const anchorId = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/)
  .optional()
const height = z.number().int().min(120).max(1200).optional()
/** The testbed (machine class) whose runs a block shows; without it, the latest run's. */
const testbed = z.string().min(1).optional()
/** Testbeds side by side ("all": every one of the suite's), each from its own runs. */
const testbeds = z.union([z.literal('all'), z.array(z.string().min(1)).min(1)]).optional()
const base = {
  suite: z.string(),
  where,
  /** A run id; without it, the suite's latest current run. */
  run: z.string().optional(),
  testbed,
}

export const ChartSpec = z.strictObject({
  ...base,
  metric: z.string(),
  /** Which field of each measurement: a percentile ("p99"), median, min, max or stddev instead of the value. */
  field: z.string().optional(),
  /** The older spelling of `field`, kept for pages that use it (`stat` names what a metric's value is). */
  stat: z.string().optional(),
  /** Key whose values become the categories (x axis); "benchmark" or a parameter name. */
  groups: z.string().optional(),
  /** Key whose values become the coloured series. */
  series: z.string().optional(),
  title: z.string().optional(),
  id: anchorId,
  horizontal: z.boolean().optional(),
  height,
  /** Label each group with the speedup of this series over the others ("1.9..7.9×"). */
  speedup: z.string().optional(),
  /** Draw the suite's thresholds as lines (TopGun's floors). */
  thresholds: z.boolean().optional(),
  /** "latency": one line per series across percentiles, instead of bars. The names are the chart builders'
   *  (CHART_LAYOUTS, components/views/chart.ts), which check it: the core cannot import them. */
  kind: z.string().optional(),
  /** Start with a logarithmic value axis. */
  log: z.boolean().optional(),
  /** For latency charts: which percentiles, e.g. ["50", "95", "99"]; default all present. */
  percentiles: z.array(z.coerce.string()).optional(),
  /** Testbeds side by side: a series per testbed, each at its latest run. */
  testbeds,
})

export const TableSpec = z.strictObject({
  ...base,
  /** One metric, or several shown together in a cell ("29.96 ns, 53 B/op, 0 allocs/op"). */
  metric: z.union([z.string(), z.array(z.string()).min(1)]),
  /** Show these percentiles of the metric in each cell: "2.0 ms / 2.7 ms / 6.4 ms". */
  percentiles: z.array(z.coerce.string()).optional(),
  /** As in a chart: which field of each measurement. */
  field: z.string().optional(),
  /** The older spelling of `field`. */
  stat: z.string().optional(),
  /** Keys whose values label the rows (joined with a space). */
  rows: z.union([z.string(), z.array(z.string()).min(1)]),
  /** Key whose values become the columns; without it there is one column per metric. */
  columns: z.string().optional(),
  caption: z.string().optional(),
  /** Extra row: ratio of row `row` over row `baseline`, per column. */
  speedupRow: z.strictObject({ row: z.string(), baseline: z.string(), label: z.string().optional() }).optional(),
  /** Extra column: ratio of each row over the baseline row ("~98×"). */
  speedupColumn: z
    .strictObject({ baseline: z.string(), approx: z.boolean().optional(), label: z.string().optional() })
    .optional(),
  /** Extra column: range of ratios of column `of` over the other columns ("1.9..7.9×"). */
  speedupRange: z.strictObject({ of: z.string(), label: z.string().optional() }).optional(),
  /** Extra column naming the best column of each row (by the first metric). */
  winner: z.union([z.boolean(), z.string()]).optional(),
  /** Extra columns, one per name in `against`: the best of `of` against it, in words ("47 % faster"). */
  advantage: z
    .strictObject({ of: z.array(z.string()), against: z.array(z.string()), label: z.string().optional() })
    .optional(),
})

export const TrendSpec = z.strictObject({
  suite: z.string(),
  metric: z.string(),
  /** As in a chart: which field of each measurement. */
  field: z.string().optional(),
  /** The older spelling of `field`. */
  stat: z.string().optional(),
  where,
  title: z.string().optional(),
  id: anchorId,
  height,
  log: z.boolean().optional(),
  /** Most runs to plot; longer histories are thinned evenly. */
  maxPoints: z.number().int().min(2).max(2000).optional(),
  /** Each line as its change from its own start (the median of its first runs), in %: lines of any size on one axis. */
  relative: z.boolean().optional(),
  testbed,
  /** Testbeds side by side: a line per result and testbed, each drawn from its own testbed's runs. */
  testbeds,
})

export const EnvSpec = z.strictObject({
  suite: z.string(),
  run: z.string().optional(),
  testbed,
  caption: z.string().optional(),
})

/** Thresholds: all of the suite's, or (where) those of one mode or benchmark, next to that part's figures. */
export const ThresholdsSpec = z.strictObject({
  suite: z.string(),
  run: z.string().optional(),
  testbed,
  caption: z.string().optional(),
  where,
})

export const ChangesSpec = z.strictObject({
  ...base,
  metric: z.union([z.string(), z.array(z.string())]).optional(),
  caption: z.string().optional(),
})

export const RunsSpec = z.strictObject({
  suite: z.string(),
  testbed,
  metric: z.string().optional(),
  where,
  caption: z.string().optional(),
})

export const ProjectsSpec = z.array(
  z.strictObject({
    name: z.string(),
    link: z.string(),
    summary: z.string(),
    figure: z.string().describe('A figure reference as in :fig{…}: "suite=… metric=… key=value …"'),
    figureLabel: z.string(),
  }),
)

export const PagesSpec = z
  .strictObject({
    caption: z.string().optional(),
    unlisted: z.boolean().optional().describe('Also list suites that no page names (default true)'),
  })
  .nullable()

/** The site's change points (every suite's, or these suites'), newest first; its Atom feed is changes.atom. */
export const ChangePointsSpec = z
  .strictObject({
    suite: z.union([z.string(), z.array(z.string())]).optional(),
    show: z.enum(['all', 'regressions', 'improvements']).optional().describe('Default: all'),
    limit: z.number().int().min(1).max(10000).optional().describe('Most rows (default 200)'),
    caption: z.string().optional(),
    link: z
      .literal('trend')
      .optional()
      .describe(
        "Link each change to the trend of its result on this page (a bench-trend whose id is the row's anchor)",
      ),
  })
  .nullable()

export type ChartView = z.output<typeof ChartSpec>
export type TableView = z.output<typeof TableSpec>
export type TrendView = z.output<typeof TrendSpec>
export type ThresholdsView = z.output<typeof ThresholdsSpec>
export type ChangesView = z.output<typeof ChangesSpec>
export type PagesView = z.output<typeof PagesSpec>
export type ChangePointsView = z.output<typeof ChangePointsSpec>

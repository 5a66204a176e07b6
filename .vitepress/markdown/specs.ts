// The YAML an author writes inside a ```bench-…``` fence, validated at build time. Types here
// mirror the view types of components/support so a typo fails the build with the field's name.
import { z } from 'zod'

const value = z.union([z.string(), z.number(), z.boolean()])
const where = z.record(z.string(), z.union([value, z.array(value)])).optional()
const base = {
  suite: z.string(),
  where,
  run: z.string().optional(),
}

export const ChartSpec = z.strictObject({
  ...base,
  metric: z.string(),
  stat: z.string().optional(),
  groups: z.string().optional(),
  series: z.string().optional(),
  title: z.string().optional(),
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/).optional(),
  horizontal: z.boolean().optional(),
  height: z.number().int().min(120).max(1200).optional(),
  speedup: z.string().optional(),
  thresholds: z.boolean().optional(),
  kind: z.enum(['bar', 'latency']).optional(),
  log: z.boolean().optional(),
  percentiles: z.array(z.coerce.string()).optional(),
})

export const TableSpec = z.strictObject({
  ...base,
  metric: z.union([z.string(), z.array(z.string()).min(1)]),
  percentiles: z.array(z.coerce.string()).optional(),
  stat: z.string().optional(),
  rows: z.union([z.string(), z.array(z.string()).min(1)]),
  columns: z.string().optional(),
  caption: z.string().optional(),
  speedupRow: z.strictObject({ row: z.string(), baseline: z.string(), label: z.string().optional() }).optional(),
  speedupColumn: z.strictObject({ baseline: z.string(), approx: z.boolean().optional(), label: z.string().optional() }).optional(),
  speedupRange: z.strictObject({ of: z.string(), label: z.string().optional() }).optional(),
  winner: z.union([z.boolean(), z.string()]).optional(),
  advantage: z.strictObject({ of: z.array(z.string()), against: z.array(z.string()), label: z.string().optional() }).optional(),
})

export const EnvSpec = z.strictObject({ suite: z.string(), run: z.string().optional(), caption: z.string().optional() })

/** Thresholds: all of the suite's, or (where) those of one mode or benchmark, next to that part's figures. */
export const ThresholdsSpec = z.strictObject({ suite: z.string(), run: z.string().optional(), caption: z.string().optional(), where })

export const ChangesSpec = z.strictObject({
  ...base,
  metric: z.union([z.string(), z.array(z.string())]).optional(),
  caption: z.string().optional(),
})

export const RunsSpec = z.strictObject({ suite: z.string(), metric: z.string().optional(), where, caption: z.string().optional() })

export const ProjectsSpec = z.array(z.strictObject({
  name: z.string(),
  link: z.string(),
  summary: z.string(),
  figure: z.string().describe('A figure reference as in :fig{…}: "suite=… metric=… key=value …"'),
  figureLabel: z.string(),
}))

export const TrendSpec = z.strictObject({
  suite: z.string(),
  metric: z.string(),
  stat: z.string().optional(),
  where,
  title: z.string().optional(),
  id: z.string().regex(/^[a-z0-9][a-z0-9-]*$/).optional(),
  height: z.number().int().min(120).max(1200).optional(),
  log: z.boolean().optional(),
  maxPoints: z.number().int().min(2).max(2000).optional(),
})

// The contract for everything under data/: the TypeScript types are inferred from these schemas,
// ingest and the build-time loader validate with them, and `pnpm schema` emits them as JSON Schema
// (data/schema/*.schema.json) for editors. The browser never imports this file.
import { z } from 'zod'
import { isUnit } from '../numbers/units'
import { measurementProblem, signProblem } from './checks'
import type {
  Direction as DirectionShape,
  Measurement as MeasurementShape,
  NumberFormat as NumberFormatShape,
} from '../numbers/measurement'

/**
 * The limits of data/, defined once: the build's loader refuses a file above MAX_DATA_FILE_BYTES
 * (data/schema/validate.ts) and a measurement with more than MAX_SAMPLES samples (here), and ingest
 * checks the same limits before it writes anything, so that it never stores what the build refuses.
 */
export const MAX_SAMPLES = 100_000
/** At most this many evenly spaced order statistics summarise samples dropped above --max-samples. */
export const QUANTILE_COUNT = 201

/** Patterns of the data, exported so that parsers shape input to fit without restating them. */
export const PATTERNS = {
  slug: /^[a-z0-9][a-z0-9._-]{0,79}$/,
  isoDate: /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
  commit: /^[0-9a-f]{7,40}$/,
  percentileKey: /^(100|\d{1,2}(\.\d+)?)$/,
} as const

/**
 * Length limits of a result. Parsers hand on names, parameter values and notes as the tool wrote
 * them; ingest cuts a longer one to its limit with a warning (the same for every format).
 */
export const LIMITS = { benchmark: 300, note: 500, paramName: 60, paramString: 200, samples: MAX_SAMPLES } as const

const slug = z
  .string()
  .regex(PATTERNS.slug, 'a lowercase slug: a-z, 0-9, ".", "_" or "-", starting with a letter or digit')
const text = (max = 500) => z.string().min(1).max(max)
const unit = z.string().refine(isUnit, 'a unit such as "ns", "ms", "calls/s", "B", "B/s", "B/op", "%" or "x"')
const finite = z.number().refine(Number.isFinite, 'a finite number')
/** An ISO date ("2026-04-18") or date-time ("2026-04-18T10:00:00Z"). */
const isoDate = z.string().regex(PATTERNS.isoDate, 'an ISO date such as "2026-04-18" or "2026-04-18T10:00:00Z"')
const paramValue = z.union([z.string().max(LIMITS.paramString), finite, z.boolean()])
/** Percentile keys are the percent as a decimal string: "50", "99.9", "100". */
const percentileKey = z.string().regex(PATTERNS.percentileKey, 'a percentile between "0" and "100", e.g. "99.9"')

export const Direction = z
  .enum(['higher', 'lower'])
  .describe('Which way is better: "higher" (throughput) or "lower" (latency, time, memory)')

export const NumberFormat = z.strictObject({
  decimals: z.number().int().min(0).max(6).optional().describe('Fixed digits after the decimal point'),
  significant: z
    .number()
    .int()
    .min(1)
    .max(8)
    .optional()
    .describe('Significant digits (integer digits are never rounded away)'),
  prefix: z.boolean().optional().describe('Scale with SI prefixes (316.34M, 2.0 ms); default true'),
  grouping: z.boolean().optional().describe('Thousands separators (235,849); default true'),
})

export const Metric = z.strictObject({
  label: text(80),
  unit,
  direction: Direction,
  stat: z.string().max(40).optional().describe('What `value` is: mean, median, p50, best of N …'),
  description: text().optional(),
  format: NumberFormat.optional(),
  neutral: z
    .literal(true)
    .optional()
    .describe(
      'No way is better (`direction` is not read): a count its input gave without unit or direction, such as a Google Benchmark user counter. Its changes are shown, never judged better or worse, until `pnpm suite <id> --metric-label <metric>=direction:higher` (or lower) sets a direction',
    ),
  primary: z
    .boolean()
    .optional()
    .describe(
      'Whether a change of this metric makes the headline (regression counts, --fail-on-regression); default: true for time, rates and latency, false for CPU times, memory and allocations',
    ),
  derive: z
    .union([
      z.strictObject({
        metric: z.string(),
        timesParam: z.string().describe('Numeric parameter to multiply by (e.g. item size in bytes)'),
      }),
      z.strictObject({
        metric: z.string(),
        field: z
          .string()
          .regex(/^(median|min|max|p\d+(\.\d+)?)$/)
          .describe(
            'The field of that metric this one is (p50, median …): read from it where a run stores it there; stored only by runs that lack it (redis-benchmark -q prints its p50 alone)',
          ),
      }),
    ])
    .optional()
    .describe('Computed from another metric instead of stored, so a number is never stored twice'),
})

export const Threshold = z.strictObject({
  metric: z.string(),
  kind: z.enum(['min', 'max']).describe('"min": a floor the value must reach; "max": a ceiling'),
  value: finite,
  where: z.record(z.string(), paramValue).optional().describe('Applies to results whose parameters match'),
  label: text(120).optional(),
  source: text(200).optional(),
})

export const Parameter = z.strictObject({
  label: text(80).optional(),
  unit: unit.optional(),
  values: z.array(paramValue).optional().describe('Display order of the values'),
  valueLabels: z
    .record(z.string(), text(120))
    .optional()
    .describe('How a value reads on the page, e.g. {"with": "With Fusion"}'),
  description: text().optional(),
  order: z
    .enum(['numeric', 'text', 'appearance'])
    .optional()
    .describe(
      'Order of values not listed in `values`: numeric (default when every value is a number), text, or as they appear in the run',
    ),
})

/** A change point a maintainer has looked at: shown with its reason, no longer alerted (pages, compare, CI). */
export const Acknowledgement = z
  .strictObject({
    benchmark: z.string().min(1).max(300),
    params: z.record(z.string(), paramValue).optional().describe('Only results whose parameters match these'),
    metric: z.string(),
    run: z.string().optional().describe('The first run after the change (its id)'),
    commit: z.string().min(7).max(64).optional().describe('Or its commit (a prefix of at least 7 characters)'),
    reason: text(500),
  })
  .refine((a) => a.run !== undefined || a.commit !== undefined, {
    message: 'a run or a commit: which change is acknowledged',
  })

export const Suite = z.strictObject({
  $schema: z.string().optional(),
  id: slug,
  title: text(120),
  project: text(80),
  description: text(2000).optional(),
  repository: z.string().url().optional(),
  metrics: z.record(slug, Metric).refine((m) => Object.keys(m).length > 0, 'at least one metric'),
  parameters: z.record(z.string().min(1).max(60), Parameter).optional(),
  thresholds: z.array(Threshold).optional(),
  tolerance: z.number().min(0).max(10).optional().describe('Relative change treated as noise, e.g. 0.2 for 20 %'),
  acknowledged: z.array(Acknowledgement).optional().describe('Changes looked at and accepted, with the reason'),
})

const MeasurementFields = z.strictObject({
  value: finite,
  qualifier: z
    .enum(['at-least', 'at-most', 'below', 'above', 'about'])
    .optional()
    .describe('The source gave a bound, not an exact figure ("480,000+", "< 1,000 ms")'),
  unit: unit.optional().describe('Only when it differs from the metric unit; the loader converts'),
  stddev: finite.optional(),
  min: finite.optional(),
  max: finite.optional(),
  median: finite.optional(),
  ci: z.strictObject({ lower: finite, upper: finite, level: z.number().gt(0).lt(1).optional() }).optional(),
  n: z.number().int().min(1).optional().describe('How many samples or iterations the value summarises'),
  samples: z.array(finite).max(MAX_SAMPLES).optional(),
  quantiles: z
    .array(finite)
    .min(2)
    .max(QUANTILE_COUNT)
    .optional()
    .describe(
      "Samples above --max-samples, summarised: evenly spaced order statistics from min to max (with n), enough for the verdict's rank test",
    ),
  percentiles: z.record(percentileKey, finite).optional().describe('Percent → value, e.g. {"50": 2.0, "99": 6.4}'),
})

export const Measurement = MeasurementFields.superRefine((m, ctx) => {
  const p = measurementProblem(m) ?? (m.unit ? signProblem(m, m.unit) : undefined)
  if (p) ctx.addIssue({ code: 'custom', path: p.path, message: p.expected })
})

export const Result = z.strictObject({
  benchmark: text(LIMITS.benchmark),
  params: z.record(z.string().min(1).max(LIMITS.paramName), paramValue).optional(),
  values: z.record(z.string(), Measurement).refine((v) => Object.keys(v).length > 0, 'at least one value'),
  note: text(LIMITS.note).optional(),
})

export const Environment = z.strictObject({
  testbed: text(120)
    .optional()
    .describe(
      'The machine class a run was measured on (a CI runner type, a named laptop): verdicts, noise bands and change points compare only runs of one testbed; runs without one share the unnamed testbed',
    ),
  machine: text(200).optional(),
  cpu: text(200).optional(),
  cores: z.number().int().min(1).optional(),
  threads: z.number().int().min(1).optional(),
  ram: text(100).optional(),
  os: text(200).optional(),
  kernel: text(200).optional(),
  arch: text(40).optional(),
  runtimes: z.record(z.string().min(1).max(60), text(100)).optional(),
  tool: text(200).optional(),
  command: text(2000).optional(),
  notes: z.array(text(1000)).optional(),
  extra: z.record(z.string().min(1).max(60), text(500)).optional(),
})

export const Source = z.strictObject({
  tool: text(80).optional(),
  format: text(80).optional(),
  inputHash: z
    .string()
    .regex(/^sha256:[0-9a-f]{64}$/, '"sha256:" and 64 hex digits')
    .optional(),
  command: text(2000).optional(),
  raw: z.string().max(300).optional().describe('Path of the raw input, relative to the suite folder'),
  ingestedAt: isoDate.optional(),
  files: z.array(z.string().max(300)).optional(),
  exitStatus: z.number().int().optional().describe('Exit status of the command when ingest ran it (--run)'),
})

export const Failure = z.strictObject({
  benchmark: text(300),
  message: text(1000).optional(),
})

export const Run = z.strictObject({
  $schema: z.string().optional(),
  id: slug,
  date: isoDate.optional().describe('When it was measured; omit when the source does not say'),
  version: text(80).optional(),
  commit: z.string().regex(PATTERNS.commit, 'a git commit hash: 7 to 40 lowercase hex digits').optional(),
  label: text(120).optional(),
  dirty: z.boolean().optional().describe('The measured checkout had uncommitted changes at `commit`'),
  failures: z.array(Failure).max(10000).optional().describe('Benchmarks the tool reported as failed in this run'),
  status: z.enum(['current', 'retired']).optional().describe('"retired": kept for provenance, not shown as a result'),
  statusNote: text(1000).optional(),
  environment: Environment.optional(),
  source: Source.optional(),
  notes: z.array(text(1000)).optional(),
  results: z.array(Result).min(1, 'at least one result'),
})

export type Direction = z.infer<typeof Direction>
export type NumberFormat = z.infer<typeof NumberFormat>
export type Metric = z.infer<typeof Metric>
export type Threshold = z.infer<typeof Threshold>
export type Parameter = z.infer<typeof Parameter>
export type Suite = z.infer<typeof Suite>
export type Measurement = z.infer<typeof Measurement>
/** The plain types of measurement.ts (what the browser's modules import) are these, exactly. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _shapesAgree: Same<Measurement, MeasurementShape> &
  Same<Direction, DirectionShape> &
  Same<NumberFormat, NumberFormatShape> = true
export type Result = z.infer<typeof Result>
export type Environment = z.infer<typeof Environment>
export type Source = z.infer<typeof Source>
export type Failure = z.infer<typeof Failure>
export type Run = z.infer<typeof Run>
export type ParamValue = z.infer<typeof paramValue>

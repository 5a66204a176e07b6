// Runs of one format read from several input files, merged into one run. Pure, no I/O; used by the
// parsers through shared.ts.
import type { Environment, Measurement } from '../../data/schema/schema'
import type { ParsedRun } from './types'

export interface MergeRules {
  metrics: 'last' | 'first'
  environment: 'merge' | 'first'
}

/** Merges runs of the same format read from several files: results in order, metrics and environment united. */
export function mergeRuns(runs: ParsedRun[], rules: MergeRules = { metrics: 'last', environment: 'merge' }): ParsedRun {
  const [first, ...rest] = runs
  if (!first) throw new Error('mergeRuns: no runs')
  if (rest.length === 0) return first
  const out: ParsedRun = { ...first, metrics: { ...first.metrics }, results: [...first.results] }
  const warnings = [...(first.warnings ?? [])]
  for (const r of rest) {
    if (rules.metrics === 'last') {
      Object.assign(out.metrics, r.metrics)
      out.results.push(...r.results)
    } else {
      for (const [id, m] of Object.entries(r.metrics)) if (!out.metrics[id]) out.metrics[id] = m
      for (const res of r.results) {
        const values: Record<string, Measurement> = {}
        for (const [id, v] of Object.entries(res.values)) {
          const unit = r.metrics[id]?.unit
          values[id] = unit && unit !== out.metrics[id]?.unit && !v.unit ? { ...v, unit } : v
        }
        out.results.push({ ...res, values })
      }
    }
    if (rules.environment === 'first') out.environment ??= r.environment
    else if (r.environment) out.environment = mergeEnvironment(out.environment, r.environment)
    out.date ??= r.date
    out.commit ??= r.commit
    out.version ??= r.version
    warnings.push(...(r.warnings ?? []))
  }
  if (warnings.length) out.warnings = warnings
  return out
}

function mergeEnvironment(a: Environment | undefined, b: Environment): Environment {
  if (!a) return b
  const out: Environment = { ...b, ...a }
  if (a.extra || b.extra) out.extra = { ...b.extra, ...a.extra }
  if (a.notes || b.notes) out.notes = [...(a.notes ?? []), ...(b.notes ?? []).filter((n) => !a.notes?.includes(n))]
  return out
}

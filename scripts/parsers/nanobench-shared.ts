// What nanobench's JSON and CSV renderings share: one result per benchmark, named as in
// `bench.run("name", …)`, with the Bench's title as the parameter `group` and its unit ("op", "call",
// "element") as `per`. Times are per unit: nanobench measures a batch, so its elapsed seconds are
// divided by `batch`. Hardware counters count per unit too, and are kept only when the machine gave
// them: where perf_event_open fails, nanobench writes 0 for every counter, which is not a measurement.
import type { Metric } from '../../data/schema/schema'
import { round12 } from '../../data/numbers/numbers'
import type { ParsedResult } from './types'

export const NANOBENCH_METRICS: Record<string, Metric> = {
  time: { label: 'Time per unit', unit: 's', direction: 'lower', stat: 'median' },
  instructions: { label: 'Instructions per unit', unit: 'count', direction: 'lower', stat: 'median' },
  cycles: { label: 'CPU cycles per unit', unit: 'count', direction: 'lower', stat: 'median' },
  branches: { label: 'Branches per unit', unit: 'count', direction: 'lower', stat: 'median' },
  'branch-misses': { label: 'Branch misses per unit', unit: 'count', direction: 'lower', stat: 'median' },
}

export const NO_COUNTERS =
  'nanobench wrote 0 for every hardware counter (perf_event_open was refused on that machine): instructions, cycles and branches are left out'

/** Counter medians of one benchmark, per unit; those at 0 (not measured) left out. */
export function counters(batch: number, medians: Record<string, number | undefined>): ParsedResult['values'] {
  const out: ParsedResult['values'] = {}
  for (const [id, v] of Object.entries(medians)) if (v !== undefined && v > 0) out[id] = { value: round12(v / batch) }
  return out
}

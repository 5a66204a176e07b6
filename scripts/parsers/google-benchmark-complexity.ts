// Google Benchmark's complexity rows (->Complexity(…)): the "_BigO" row holds the fitted coefficients
// and curve, the "_RMS" row the fit's error. One result named after the family gets them.
import type { Metric } from '../../data/schema/schema'
import type { J } from './json-shared'
import type { ParsedResult } from './types'

/** A report row, with its aggregate's name when it is one (mean, median, BigO …). */
export interface Row {
  j: J
  aggregate?: string
}

export function complexity(rows: Row[], result: ParsedResult, declare: (id: string, m: Metric) => void): void {
  for (const { j, aggregate } of rows) {
    if (aggregate === 'BigO') {
      const unit = j.optStr('time_unit') ?? 'ns'
      const bigO = j.optStr('big_o')
      const cpu = j.optNum('cpu_coefficient')
      const real = j.optNum('real_coefficient')
      if (cpu !== undefined) {
        declare('big_o_cpu', { label: 'Complexity coefficient (CPU time)', unit, direction: 'lower' })
        result.values.big_o_cpu = { value: cpu }
      }
      if (real !== undefined) {
        declare('big_o_real', { label: 'Complexity coefficient (real time)', unit, direction: 'lower' })
        result.values.big_o_real = { value: real }
      }
      if (bigO) result.note = `fitted complexity O(${bigO}); coefficients in ${unit}`
    } else if (aggregate === 'RMS') {
      const rms = j.optNum('rms')
      if (rms === undefined) continue
      declare('big_o_rms', { label: 'Complexity fit RMS error', unit: '%', direction: 'lower' })
      result.values.big_o_rms = { value: Number((rms * 100).toPrecision(15)) }
    }
  }
}

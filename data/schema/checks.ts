// The consistency rules of a measurement, apart from the zod schema that applies them: the browser's
// run switch checks runs it loads with these (model.ts), and importing schema.ts there would ship zod
// to every reader (tests/e2e/budgets.spec.ts fails on a client chunk that contains it).
import type { Measurement } from '../numbers/measurement'
import { unitInfo } from '../numbers/units'
import { namedField } from '../numbers/numbers'

/**
 * How far a value or median may lie outside [min, max], relative to the bound: a tool's own rounding,
 * not a contradiction. Tools that keep an HDR histogram of 3 significant digits (autocannon, wrk2,
 * oha) print its mean and percentiles from bucket edges, up to 1/1024 above the exact max they also
 * print (autocannon: mean 3,875,840 B/s against a max of 3,874,878); four printed significant digits
 * round by at most 1/2000. A value 0.1 % or more outside its bounds is still refused.
 */
const ROUNDING = 1 / 1000

/**
 * What a measurement's numbers say of each other, whatever its unit: min ≤ max, the value and the
 * median inside [min, max] (unless the value is a bound), percentiles that never decrease, a
 * spread and an interval that are not upside down. Returns the path inside the measurement and
 * what was expected, or undefined. Shared by the schema (schema.ts) and by anything checking a
 * measurement built in code.
 */
export function measurementProblem(m: Measurement): { path: Array<string | number>; expected: string } | undefined {
  // A min or max stored once, as p0 or p100 (numbers.ts storedOnce), bounds the rest just the same.
  const min = namedField(m, 'min')
  const max = namedField(m, 'max')
  if (min !== undefined && max !== undefined && min > max)
    return {
      path: m.min === undefined ? ['percentiles', '0'] : ['min'],
      expected: `min at most max (${max}), found ${min}`,
    }
  const inside = (v: number, what: string, path: Array<string | number>) => {
    if (min !== undefined && v < min && min - v >= ROUNDING * Math.abs(min))
      return { path, expected: `${what} of at least min (${min}), found ${v}` }
    if (max !== undefined && v > max && v - max >= ROUNDING * Math.abs(max))
      return { path, expected: `${what} of at most max (${max}), found ${v}` }
    return undefined
  }
  const v = m.qualifier ? undefined : inside(m.value, 'a value', ['value'])
  if (v) return v
  if (m.median !== undefined) {
    const md = inside(m.median, 'a median', ['median'])
    if (md) return md
  }
  if (m.stddev !== undefined && m.stddev < 0)
    return { path: ['stddev'], expected: `a standard deviation of at least 0, found ${m.stddev}` }
  if (m.ci && m.ci.lower > m.ci.upper)
    return {
      path: ['ci', 'lower'],
      expected: `a lower bound at most the upper bound (${m.ci.upper}), found ${m.ci.lower}`,
    }
  const q = m.quantiles?.findIndex((x, i, all) => i > 0 && x < all[i - 1]!) ?? -1
  if (q > 0)
    return {
      path: ['quantiles', q],
      expected: `quantiles that never decrease: at least ${m.quantiles![q - 1]}, found ${m.quantiles![q]}`,
    }
  if (m.percentiles) {
    const ps = Object.entries(m.percentiles).sort(([a], [b]) => Number(a) - Number(b))
    for (let i = 1; i < ps.length; i++) {
      const [pa, va] = ps[i - 1]!
      const [pb, vb] = ps[i]!
      if (vb < va)
        return {
          path: ['percentiles', pb],
          expected: `percentiles that never decrease: p${pb} at least p${pa} (${va}), found ${vb}`,
        }
    }
  }
  return undefined
}

/** Dimensions whose values cannot be negative: a time, a size, a rate of anything. */
const UNSIGNED = new Set(['time', 'bytes', 'rate', 'byterate'])

/**
 * A negative number where the unit makes a sign meaningless (a time, a size, a throughput), or
 * undefined. The unit is the measurement's own or its metric's; counts, percentages and ratios may
 * be negative (a change, a delta). A confidence interval's lower end is not checked: a symmetric
 * interval around a small time can reach below zero.
 */
export function signProblem(
  m: Measurement,
  unit: string,
): { path: Array<string | number>; expected: string } | undefined {
  const dim = unitInfo(m.unit ?? unit)?.dimension
  if (!dim || !UNSIGNED.has(dim)) return undefined
  const what = `a ${dim === 'time' ? 'time' : dim === 'bytes' ? 'size' : 'rate'} in ${m.unit ?? unit}, which cannot be negative`
  const neg = (v: number | undefined) => v !== undefined && v < 0
  for (const k of ['value', 'min', 'max', 'median'] as const)
    if (neg(m[k])) return { path: [k], expected: `${what}, found ${m[k]}` }
  for (const [p, v] of Object.entries(m.percentiles ?? {}))
    if (v < 0) return { path: ['percentiles', p], expected: `${what}, found ${v}` }
  const i = m.samples?.findIndex((v) => v < 0) ?? -1
  if (i >= 0) return { path: ['samples', i], expected: `${what}, found ${m.samples![i]}` }
  return undefined
}

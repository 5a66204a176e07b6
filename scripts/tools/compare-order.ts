// The order and names of results in `pnpm compare`'s report: the same on every machine and locale,
// numbers by their value ("Sort/64" before "Sort/1024", size=64 before size=1024), not as text.
import type { ParamValue, Result } from '../../data/schema/schema'

/** Code-unit order, the same on every machine and locale. */
export function cmpStr(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

const DIGITS = /(\d+)/

/**
 * Text with its runs of digits compared as numbers ("n=64" < "n=1024" < "n=16384"), the rest in
 * code-unit order; equal numbers written differently ("07", "7") fall back to code-unit order.
 */
export function cmpNatural(a: string, b: string): number {
  const pa = a.split(DIGITS)
  const pb = b.split(DIGITS)
  for (let i = 0; i < Math.min(pa.length, pb.length); i++) {
    // split with a capture group alternates text (even index) and digits (odd index).
    const c = i % 2 === 1 ? Number(pa[i]) - Number(pb[i]) : cmpStr(pa[i]!, pb[i]!)
    if (c !== 0) return c
  }
  return pa.length - pb.length || cmpStr(a, b)
}

function cmpParamValue(a: ParamValue | undefined, b: ParamValue | undefined): number {
  if (a === b) return 0
  if (a === undefined) return -1
  if (b === undefined) return 1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a !== typeof b) return cmpStr(typeof a, typeof b)
  return cmpNatural(String(a), String(b))
}

function cmpParams(a: Record<string, ParamValue>, b: Record<string, ParamValue>): number {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort(cmpStr)
  for (const k of keys) {
    const c = cmpParamValue(a[k], b[k])
    if (c !== 0) return c
  }
  return 0
}

/** By benchmark, then parameters, then metric (its label, or its id). */
export function byResult(
  a: { benchmark: string; params: Record<string, ParamValue>; metric?: string },
  b: { benchmark: string; params: Record<string, ParamValue>; metric?: string },
): number {
  return cmpNatural(a.benchmark, b.benchmark) || cmpParams(a.params, b.params) || cmpStr(a.metric ?? '', b.metric ?? '')
}

export function sortedParams(p: Result['params']): Record<string, ParamValue> {
  return Object.fromEntries(Object.entries(p ?? {}).sort(([a], [b]) => cmpStr(a, b)))
}

/** "Sum · framework=gRPC · itemBytes=100": the benchmark and its parameters, sorted by name. */
export function label(r: Pick<Result, 'benchmark' | 'params'>): string {
  return [r.benchmark, ...Object.entries(sortedParams(r.params)).map(([k, v]) => `${k}=${String(v)}`)].join(' · ')
}

/** JSON with object keys sorted, to tell identical runs from edited ones whatever the key order. */
export function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => cmpStr(a, b)))
      : x,
  )
}

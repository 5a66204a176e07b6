// The one conversion table for units. A unit is a short string ("ns", "calls/s", "B/op", "%");
// every unit belongs to a dimension, and within a dimension values convert by a factor to the
// dimension's canonical unit. Pure: used by the schema, the parsers, the loader and the browser.

export type Dimension = 'time' | 'rate' | 'bytes' | 'byterate' | 'count' | 'percent' | 'ratio'

export interface UnitInfo {
  /** The unit as written in data, e.g. "ms" or "calls/s". */
  unit: string
  dimension: Dimension
  /** Multiply a value in this unit by `factor` to get the dimension's canonical unit. */
  factor: number
  /** What is counted, for rates and counts ("calls" in "calls/s", "allocs/op"); empty otherwise. */
  thing: string
  /** Bytes counted in 1024s (KiB, MiB/s …), or bytes per operation (B/op): shown with binary prefixes. */
  binary?: true
}

// Canonical units: time → s, bytes → B, byterate → B/s, rate → <thing>/s, count → <thing>.
const TIME: Record<string, number> = {
  ps: 1e-12,
  ns: 1e-9,
  us: 1e-6,
  µs: 1e-6,
  μs: 1e-6,
  ms: 1e-3,
  s: 1,
  min: 60,
  h: 3600,
}
const BYTES: Record<string, number> = {
  B: 1,
  KB: 1e3,
  MB: 1e6,
  GB: 1e9,
  TB: 1e12,
  KiB: 1024,
  MiB: 1024 ** 2,
  GiB: 1024 ** 3,
  TiB: 1024 ** 4,
}
/** SI and binary prefixes as tools print them before a number or a unit ("2.148n", "1.7Gi", "863.582M/s"). */
const PREFIX: Record<string, number> = {
  '': 1,
  K: 1e3,
  k: 1e3,
  M: 1e6,
  G: 1e9,
  T: 1e12,
  P: 1e15,
  E: 1e18,
  Z: 1e21,
  Y: 1e24,
  m: 1e-3,
  u: 1e-6,
  µ: 1e-6,
  μ: 1e-6,
  n: 1e-9,
  p: 1e-12,
  f: 1e-15,
  a: 1e-18,
  z: 1e-21,
  y: 1e-24,
  Ki: 1024,
  Mi: 1024 ** 2,
  Gi: 1024 ** 3,
  Ti: 1024 ** 4,
  Pi: 1024 ** 5,
}
/** Spellings tools use for "per second". */
const PER_SECOND = /^(.+?)\s*(?:\/\s*s|\/\s*sec|\/\s*second|\s+per\s+second)$/

const UNIT_SHAPE = /^[A-Za-zµμ%×][\w.µμ%/ ()-]{0,39}$/

/** Describes a unit, or returns undefined when the string is not a unit we can handle. */
export function unitInfo(unit: string): UnitInfo | undefined {
  if (!UNIT_SHAPE.test(unit)) return undefined
  if (unit === '%') return { unit, dimension: 'percent', factor: 1, thing: '' }
  if (unit === 'x' || unit === '×') return { unit, dimension: 'ratio', factor: 1, thing: '' }
  const t = TIME[unit]
  if (t !== undefined) return { unit, dimension: 'time', factor: t, thing: '' }
  const b = BYTES[unit]
  if (b !== undefined)
    return { unit, dimension: 'bytes', factor: b, thing: '', ...(unit.includes('iB') ? { binary: true as const } : {}) }
  const per = PER_SECOND.exec(unit)
  if (per) {
    const head = per[1] ?? ''
    const bytes = BYTES[head]
    if (bytes !== undefined)
      return {
        unit,
        dimension: 'byterate',
        factor: bytes,
        thing: 'B',
        ...(head.includes('iB') ? { binary: true as const } : {}),
      }
    // "Mcalls/s" style prefixes are rare but real; plain words win when ambiguous ("Msgs").
    const m = /^([KkMG]?)([A-Za-z][\w.]*)$/.exec(head)
    if (m) {
      const word = m[2] ?? head
      const prefixed = m[1] !== '' && /^(calls|ops|req|items|msg|msgs|iter|requests|elems|rows)$/.test(word)
      return prefixed
        ? { unit, dimension: 'rate', factor: PREFIX[m[1] ?? ''] ?? 1, thing: word }
        : { unit, dimension: 'rate', factor: 1, thing: head }
    }
  }
  // Bytes per operation (go test's "B/op"): a count of its own, never converted to bytes, but shown
  // in 1024s as memory is ("1 KiB/op", not "1.02K B/op").
  if (/^B\/[a-z]+$/.test(unit)) return { unit, dimension: 'count', factor: 1, thing: unit, binary: true }
  return { unit, dimension: 'count', factor: 1, thing: unit }
}

export function isUnit(unit: string): boolean {
  return unitInfo(unit) !== undefined
}

/** Converts `value` from one unit to another of the same dimension; throws when they differ. */
export function convert(value: number, from: string, to: string): number {
  if (from === to) return value
  const a = mustUnit(from)
  const b = mustUnit(to)
  if (a.dimension !== b.dimension || (a.dimension === 'rate' && a.thing !== b.thing) || a.dimension === 'count') {
    throw new Error(`cannot convert ${from} to ${to}: different dimensions`)
  }
  return (value * a.factor) / b.factor
}

function mustUnit(unit: string): UnitInfo {
  const info = unitInfo(unit)
  if (!info) throw new Error(`unknown unit "${unit}"`)
  return info
}

const BYTE_STEPS = ['B', 'KB', 'MB', 'GB', 'TB']

/**
 * The bytes in one unit of a size as a tool prints it ("B", "kB", "KB", "MB" …), by what the tool
 * means by K: 1000 (k6, autocannon) or 1024 (wrk, BenchmarkDotNet, memtier all print "KB" for KiB).
 */
export function bytesIn(spelling: string, k: 1000 | 1024): number | undefined {
  const i = BYTE_STEPS.indexOf(spelling === 'kB' ? 'KB' : spelling)
  return i < 0 ? undefined : k ** i
}

/**
 * The factor of an SI or binary prefix ("k", "M", "n", "µ", "Ki" …; "" is 1): "2.76k" requests, benchstat's
 * "2.148n" seconds, Google Benchmark's "863.582M/s"; undefined for anything else. Callers match only the
 * prefixes their tool prints.
 */
export function prefixFactor(prefix: string): number | undefined {
  return PREFIX[prefix]
}

/** Normalizes a spelling tools print ("msec", "usec", "μs", "sec", "ops/sec") to the table's spelling. */
export function normalizeUnit(raw: string): string {
  const u = raw.trim()
  const aliases: Record<string, string> = {
    msec: 'ms',
    usec: 'us',
    µs: 'us',
    μs: 'us',
    nsec: 'ns',
    sec: 's',
    hr: 'h',
    secs: 's',
    seconds: 's',
    second: 's',
    millis: 'ms',
    micros: 'us',
    nanos: 'ns',
    bytes: 'B',
    byte: 'B',
    percent: '%',
  }
  if (aliases[u]) return aliases[u]
  const per = /^(.+?)\s*\/\s*(?:sec|second|s)$/.exec(u)
  if (per) return `${normalizeUnit(per[1] ?? '')}/s`
  return u
}

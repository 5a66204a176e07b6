// Line-level mutations of a capture, for tests/unit/scripts/parsers/truncation.test.ts: a line deleted, a
// line duplicated, a number replaced by a non-finite or overflowing one, a cut just after a line end.
// Offsets are sampled with a seeded generator so that a run is repeatable and bounded in time.

export type MutationClass = 'delete' | 'duplicate' | 'non-finite' | 'line-end cut'
export interface Mutation {
  kind: MutationClass
  bytes: Buffer
  what: string
  token?: string
  line?: string
}

/** At most `k` of `items`, drawn without repetition, in their order. */
export function sample<T>(items: T[], k: number, rnd: () => number): T[] {
  if (items.length <= k) return items
  const picked = new Set<number>()
  while (picked.size < k) picked.add(Math.floor(rnd() * items.length))
  return [...picked].sort((a, b) => a - b).map((i) => items[i]!)
}

/** [start, end) of every line, its end of line included. */
function lineSpans(b: Buffer): Array<[number, number]> {
  const out: Array<[number, number]> = []
  let s = 0
  while (s < b.length) {
    const nl = b.indexOf(10, s)
    const e = nl < 0 ? b.length : nl + 1
    out.push([s, e])
    s = e
  }
  return out
}

/** Decimal numbers standing alone or before a unit ("12", "0.5", "1.2e3", "640ns"), not inside a word. */
const NUMBER = /(?<![A-Za-z0-9_.])\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g
const REPLACEMENTS = ['NaN', 'inf', '1e309'] as const

const show = (b: Buffer) => JSON.stringify(b.toString('utf8').slice(0, 70))

/** Up to `per` mutations of each class of one file, offsets drawn by `rnd`. */
export function mutations(bytes: Buffer, per: number, rnd: () => number): Mutation[] {
  const out: Mutation[] = []
  const lines = lineSpans(bytes)
  const at = (i: number) => `line ${i + 1}`
  for (const i of sample(
    lines.map((_, i) => i),
    per,
    rnd,
  )) {
    const [s, e] = lines[i]!
    out.push({
      kind: 'delete',
      line: bytes.subarray(s, e).toString('utf8'),
      bytes: Buffer.concat([bytes.subarray(0, s), bytes.subarray(e)]),
      what: `${at(i)} ${show(bytes.subarray(s, e))} deleted`,
    })
  }
  for (const i of sample(
    lines.map((_, i) => i),
    per,
    rnd,
  )) {
    const [s, e] = lines[i]!
    const line = bytes.subarray(s, e)
    const copy = line[line.length - 1] === 10 ? line : Buffer.concat([Buffer.from('\n'), line])
    out.push({
      kind: 'duplicate',
      line: line.toString('utf8'),
      bytes: Buffer.concat([bytes.subarray(0, e), copy, bytes.subarray(e)]),
      what: `${at(i)} ${show(line)} duplicated`,
    })
  }
  const text = bytes.toString('latin1') // one char per byte: match offsets are byte offsets
  const numbers = [...text.matchAll(NUMBER)].map((m) => [m.index, m.index + m[0].length] as const)
  for (const [s, e] of sample(numbers, per, rnd)) {
    const by = REPLACEMENTS[Math.floor(rnd() * REPLACEMENTS.length)]!
    const line = lines.findIndex(([a, b]) => s >= a && s < b)
    out.push({
      kind: 'non-finite',
      token: by,
      line: bytes.subarray(lines[line]![0], lines[line]![1]).toString('utf8'),
      bytes: Buffer.concat([bytes.subarray(0, s), Buffer.from(by), bytes.subarray(e)]),
      what: `${at(line)}: "${text.slice(s, e)}" replaced by "${by}" in ${show(bytes.subarray(lines[line]![0], lines[line]![1]))}`,
    })
  }
  const ends = lines.slice(0, -1).map(([, e]) => e)
  for (const e of sample(ends, per, rnd))
    out.push({ kind: 'line-end cut', bytes: bytes.subarray(0, e), what: `cut after byte ${e}, a line end` })
  return out
}

// ───────────── judging a mutated parse against the intact one ─────────────

import type { Measurement, Metric } from '../../../../data/schema/schema'
import type { ParsedResult, ParsedRun } from '../../../../scripts/parsers/types'

const plain = (x: unknown): unknown => (x === undefined ? undefined : JSON.parse(JSON.stringify(x)))
const keyOf = (r: ParsedResult) => `${r.benchmark}\u0000${JSON.stringify(plain(r.params ?? {}))}`
/** Line numbers shift when a line is deleted or duplicated: a warning is new when more than they differ. */
const warningKey = (w: string) =>
  w.replace(/\b(line|lines|row|rows) \d+(?:[–-]\d+)?/gi, '$1 #').replace(/:\d+\b/g, ':#')

export type Verdict = { kind: 'refused' | 'warned' | 'same' } | { kind: 'wrong'; why: string }

/**
 * How a mutated input's parse compares with the intact one's. Refused: ingest would store nothing
 * (the parser threw, or a result is listed twice, which ingest refuses). Warned: the parse carries a
 * warning the intact parse does not (line numbers aside), or, for a cut at a line end, any warning
 * (formats without an end mark say so in a standing warning). Same: every result is one of the
 * intact parse's (same benchmark and parameters), every number it holds is the intact parse's number
 * at the same place (a field may be missing: its line may be the one deleted or cut off), and the
 * metrics it uses are defined alike. A result whose name or parameters the mutation changed (a number
 * in a name replaced, a line that sets a parameter deleted: see pairRenamed) is compared with the
 * intact result it stands for. Or it is an aggregate of samples that are the intact ones less
 * or plus the mutated line (see sameSamples). Anything else is a silent wrong number.
 */
export function judge(m: Pick<Mutation, 'kind' | 'token' | 'line'>, run: ParsedRun, full: ParsedRun): Verdict {
  const kind = m.kind
  const keys = new Set<string>()
  for (const r of run.results) {
    if (keys.has(keyOf(r))) return { kind: 'refused' }
    keys.add(keyOf(r))
  }
  const known = new Set((full.warnings ?? []).map(warningKey))
  if ((run.warnings ?? []).some((w) => kind === 'line-end cut' || !known.has(warningKey(w)))) return { kind: 'warned' }
  const intact = new Map(full.results.map((r) => [keyOf(r), r]))
  const moved = m.kind === 'non-finite' && run.results.some((r) => keyOf(r).includes(m.token!))
  const renamed = pairRenamed(
    m,
    run.results.filter((r) => !intact.has(keyOf(r))),
    full.results.filter((r) => !keys.has(keyOf(r))),
    full.results,
  )
  for (const r of run.results) {
    const b = intact.get(keyOf(r)) ?? renamed.get(r)
    const where = `${r.benchmark}${r.params ? ` ${JSON.stringify(r.params)}` : ''}`
    if (!b) return { kind: 'wrong', why: `${where}: a result the intact input does not hold (${short(r.values)})` }
    for (const [id, v] of Object.entries(r.values)) {
      const want = b.values[id]
      if (!within(plain(v), plain(want)) && !sameSamples(kind, moved, v, want))
        return { kind: 'wrong', why: `${where}, ${id}: ${short(v)}, intact ${short(want)}` }
    }
  }
  for (const id of new Set(run.results.flatMap((r) => Object.keys(r.values)))) {
    if (JSON.stringify(metricKey(run.metrics[id])) !== JSON.stringify(metricKey(full.metrics[id])))
      return { kind: 'wrong', why: `metric ${id} is ${short(run.metrics[id])}, intact ${short(full.metrics[id])}` }
  }
  return { kind: 'same' }
}

/**
 * Whether every field of `a` is in `b` with the same value (arrays: exactly the same). A number may
 * carry more digits than the intact one when it rounds to it: the same figure, printed more precisely
 * elsewhere in the input (wrk prints its percentiles to 2 decimals, its Lua report to 3).
 */
export function within(a: unknown, b: unknown): boolean {
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    return Object.entries(a).every(([k, v]) => within(v, (b as Record<string, unknown>)[k]))
  }
  if (typeof a === 'number' && typeof b === 'number' && a !== b) {
    const places = (String(b).split('.')[1] ?? '').length
    return !String(b).includes('e') && String(a).length > String(b).length && Number(a.toFixed(places)) === b
  }
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * A measurement that keeps its samples (go test -count repetitions, hey's requests, a single run: its
 * value) is built from lines that are each a whole record: a deleted or duplicated sample line is a
 * capture of one run fewer or more, which no parser can tell apart, and a number replaced in a name
 * moves its line to another result. Such a measurement is right when its samples are the intact ones
 * less one (deleted), plus one of them again (duplicated) or less some (moved), and its n, min and max
 * are its samples'.
 */
function sameSamples(
  kind: MutationClass,
  moved: boolean,
  m: Measurement | undefined,
  want: Measurement | undefined,
): boolean {
  const got = samplesOf(m)
  const had = samplesOf(want)
  if (!got || !had) return false
  const sub = (small: number[], big: number[]) => {
    const left = [...big]
    return small.every((v) => {
      const i = left.indexOf(v)
      return i >= 0 && left.splice(i, 1).length === 1
    })
  }
  const ok =
    kind === 'duplicate' && !m!.samples
      ? false
      : kind === 'delete'
        ? got.length === had.length - 1 && sub(got, had)
        : kind === 'duplicate'
          ? got.length === had.length + 1 && sub(had, got) && sub(got, [...had, ...had])
          : kind === 'non-finite' && moved && got.length < had.length && sub(got, had)
  return (
    ok &&
    (!m!.samples || m!.n === undefined || m!.n === got.length) &&
    (m!.min === undefined || m!.min === Math.min(...got)) &&
    (m!.max === undefined || m!.max === Math.max(...got))
  )
}

/** A measurement's samples: those it keeps, or its value alone when it is a single figure (one run). */
const samplesOf = (m: Measurement | undefined): number[] | undefined =>
  m?.samples ?? (m && m.stddev === undefined && m.min === undefined && m.ci === undefined ? [m.value] : undefined)

/** What a metric means (its `stat` describes how repetitions were summed, which a duplicated line changes). */
const metricKey = (m: Metric | undefined) => m && { ...m, stat: undefined }

function short(x: unknown): string {
  const s = JSON.stringify(x)
  return s && s.length > 200 ? `${s.slice(0, 200)}…` : String(s)
}

/**
 * Results the mutation renamed, each with the intact result it stands for (in order, each used once):
 * a number replaced inside a name or parameter ("BM_Copy/16" → "BM_Copy/inf") leaves the replacement
 * in the key (it stands for any intact result: judge then compares its numbers); a deleted line that
 * set a parameter (go's "pkg:", wrk's "2 threads and 10 connections") leaves the same benchmark with
 * that parameter missing or as set by an earlier line (the deleted line holds the intact value); any
 * other renamed result counts as the missing intact result whose numbers it holds exactly.
 */
function pairRenamed(
  m: Pick<Mutation, 'kind' | 'token' | 'line'>,
  extra: ParsedResult[],
  missing: ParsedResult[],
  all: ParsedResult[],
): Map<ParsedResult, ParsedResult> {
  const out = new Map<ParsedResult, ParsedResult>()
  const left = [...missing]
  for (const r of extra) {
    if (m.kind === 'non-finite' && keyOf(r).includes(m.token!)) {
      const b = all.find((b) =>
        Object.entries(r.values).every(
          ([id, v]) =>
            within(plain(v), plain(b.values[id])) ||
            sameSamples('non-finite', true, v, b.values[id]) ||
            (samplesOf(v)?.length === 1 && !!samplesOf(b.values[id])?.includes(v.value)),
        ),
      )
      if (b) out.set(r, b)
      continue
    }
    const i = left.findIndex(
      (b) =>
        m.kind === 'delete' &&
        b.benchmark === r.benchmark &&
        Object.entries(b.params ?? {}).every(
          ([k, v]) => !(k in (r.params ?? {})) || r.params?.[k] === v || m.line!.includes(String(v)),
        ) &&
        Object.keys(r.params ?? {}).every((k) => b.params && k in b.params),
    )
    // Or renamed otherwise (hyperfine names a command by its parameters when they are there) but
    // holding exactly the numbers of an intact result that is missing.
    const j =
      i >= 0
        ? i
        : left.findIndex((b) => Object.entries(r.values).every(([id, v]) => within(plain(v), plain(b.values[id]))))
    if (j >= 0) {
      out.set(r, left.splice(j, 1)[0]!)
      continue
    }
    // Or one run moved out of a result (go's "BenchmarkX-2" name line lost): its figure is one of a
    // result's samples.
    const b = all.find((b) =>
      Object.entries(r.values).every(
        ([id, v]) => samplesOf(v)?.length === 1 && !!samplesOf(b.values[id])?.includes(v.value),
      ),
    )
    if (b) out.set(r, b)
  }
  return out
}

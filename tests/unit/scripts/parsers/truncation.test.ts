// A truncated or mutated input never publishes a wrong number. For every registered parser, every
// real capture in tests/fixtures/<parser id>/ (a new parser's fixtures are picked up as soon as the
// parser is in scripts/parsers/parser-registry.ts) is:
//
// 1. Cut at every byte offset of its last records, and at a spread of offsets before them. Each cut
//    must either be refused (ParseError/DataError) or parse to a prefix of the full result: the same
//    first results, each with identical numbers, metrics in the same units. A cut that yields a number
//    the full parse does not hold (wrk's "Requests/sec: 2337.90" cut to "2") fails with the fixture,
//    the offset and the text around the cut.
//
// 2. Mutated line by line (tests/unit/scripts/parsers/mutations.ts), at offsets drawn by a seeded generator
//    (the same cases on every run; MUTATIONS_PER_CLASS per file and class, 25 by default): a line
//    deleted, a line duplicated, a number replaced by NaN, inf or 1e309, a cut just after a line end.
//    Each mutated input must be refused, or carry a warning the intact parse does not, or be "equal
//    to the intact parse on the records that survive" (judge() in mutations.ts), which means:
//    - every result is one of the intact parse's (same benchmark and parameters) and every number it
//      holds is the intact number at the same place; a field may be missing (its line was the one
//      deleted or cut off), and a number may carry more digits when it rounds to the intact one (the
//      same figure printed more precisely elsewhere, as wrk's Lua report does);
//    - a result the mutation renamed (a number in its name replaced; a line that set a parameter, such
//      as go's "pkg:", deleted) stands for the intact result whose numbers it holds;
//    - a measurement made of runs or samples, each on a line of its own (go test -count, hey's CSV,
//      a redis test run twice), may hold one sample fewer (its line deleted), one more (duplicated),
//      or some fewer when a renamed line moved them to another result; n, min and max must then be
//      those of its samples. A duplicated line in such a format is one more run, not an error.
//    Anything else is a silent wrong number. A few mutations are inherently undetectable: the input
//    is exactly what the tool writes for a run with one record fewer or more, and nothing in it counts
//    its records (UNDETECTABLE below: k6's CSV rows, JMH's histogram bins, k6's threshold lines (text and JSON) and a
//    metric line above sub-metrics, the first interval of pgbench and Locust logs, from which every later interval's time is counted).
//    They are tallied apart; the count of silent wrong numbers must be 0.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { DataError } from '../../../../data/schema/validate'
import { parsers } from '../../../../scripts/parsers/parser-registry'
import { ParseError, type ParsedRun, type Parser, type ParserInput } from '../../../../scripts/parsers/types'
import { judge, mutations, type Mutation, type MutationClass } from './mutations'
// The bench's seeded generator (mulberry32): the same seed gives the same offsets on every run.
import { rng } from '../../../bench/verdicts/change-point-noise'

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url))
const FIXTURES = join(ROOT, 'tests/fixtures')
/** Bytes at the end of each file cut at every offset (its last record or two); before them, a sample. */
const TAIL_BYTES = Number(process.env.TRUNCATE_TAIL ?? 160)
const SPREAD = Number(process.env.TRUNCATE_SPREAD ?? 16)
/** Line ends cut at: the last ones, and a spread before them (records that span lines end at one). */
const LINE_ENDS = 60
/** Cuts per format at most (sampled evenly when there are more), so 40 formats stay within ~20 s. */
const MAX_CUTS = Number(process.env.TRUNCATE_MAX ?? 700)
/** A whole format must be checked within this (generous, for a loaded machine) time: a slow parser shows. */
const FORMAT_MS = 15000

interface FixtureFile {
  path: string
  bytes: Buffer
}
interface Fixture {
  name: string
  files: FixtureFile[]
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]))
}

/** Inputs under tests/fixtures/<id>/: not README.md, goldens, hidden files or _folders. */
function fixturesOf(id: string): Fixture[] {
  const dir = join(FIXTURES, id)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((n) => n !== 'README.md' && !n.startsWith('_') && !n.startsWith('.') && !n.endsWith('.expected.json'))
    .sort()
    .map((name) => {
      const full = join(dir, name)
      const paths = statSync(full).isDirectory() ? walk(full) : [full]
      return {
        name,
        files: paths.map((p) => ({ path: relative(ROOT, p).split('\\').join('/'), bytes: readFileSync(p) })),
      }
    })
}

const toInput = (files: FixtureFile[]): ParserInput => ({
  files: files.map((f) => {
    const s = f.bytes.toString('utf8')
    return { path: f.path, text: s.charCodeAt(0) === 0xfeff ? s.slice(1) : s }
  }),
})

/**
 * Offsets to cut a file at: every one of its last `tail` bytes, just after each of its last line ends
 * (and some before: a record spanning lines is cut between them), and `spread` offsets before.
 */
export function cutOffsets(bytes: Buffer | number, tail = TAIL_BYTES, spread = SPREAD): number[] {
  const len = typeof bytes === 'number' ? bytes : bytes.length
  const from = Math.max(0, len - tail)
  const out = new Set<number>()
  for (let i = 1; i <= spread && from > 0; i++) out.add(Math.floor((from * i) / (spread + 1)))
  if (typeof bytes !== 'number') {
    const ends: number[] = []
    for (let i = bytes.indexOf(10); i >= 0 && i < len - 1; i = bytes.indexOf(10, i + 1)) ends.push(i + 1)
    const step = Math.max(1, Math.ceil((ends.length - LINE_ENDS / 2) / (LINE_ENDS / 2)))
    ends.forEach((o, i) => {
      if (i >= ends.length - LINE_ENDS / 2 || i % step === 0) out.add(o)
    })
  }
  for (let o = from; o < len; o++) out.add(o)
  return [...out].sort((a, b) => a - b)
}

/** At most `max` of `items`, evenly spread, first and last included. */
export function thin<T>(items: T[], max = MAX_CUTS): T[] {
  if (items.length <= max) return items
  return Array.from({ length: max }, (_, i) => items[Math.round((i * (items.length - 1)) / (max - 1))]!)
}

/**
 * Formats whose statistics summarise every line and whose output has no closing line (hey -o csv: a
 * row per request, nothing after the last; k6 --out csv: a row per sample; pyperf dump: a run per
 * block, its warnings only when the result is unstable; Google Benchmark's CSV with --benchmark_repetitions: a
 * row per repetition, the _mean, _median, _stddev and _cv rows after them): a cut at a line end is a shorter
 * capture that no parser can tell from a complete one. Cuts inside a line must still be refused.
 */
const NO_END_MARK = new Set(['hey-csv', 'k6-csv', 'pyperf-dump', 'google-benchmark-csv'])

const plain = (x: unknown) => JSON.parse(JSON.stringify(x)) as unknown

/**
 * Why `cut` is not a prefix of `full` with identical numbers, or undefined when it is one. A prefix
 * holds the full input's first results in order (same names and parameters), and every number it
 * holds is the full input's number at the same place. What is read after the cut may be missing: a
 * metric (benchstat prints one table per metric), a field of a measurement (criterion's sample count
 * comes a line later), a percentile. Notes are text, not numbers, and are not compared.
 */
export function notAPrefix(cut: ParsedRun, full: ParsedRun): string | undefined {
  if (cut.results.length > full.results.length)
    return `${cut.results.length} results, the full input has ${full.results.length}`
  for (let i = 0; i < cut.results.length; i++) {
    const a = cut.results[i]!
    const b = full.results[i]!
    const where = `result ${i} (${a.benchmark})`
    if (
      a.benchmark !== b.benchmark ||
      JSON.stringify(plain(a.params ?? {})) !== JSON.stringify(plain(b.params ?? {}))
    ) {
      return `${where} is ${short(a.benchmark, a.params)}, the full input has ${short(b.benchmark, b.params)}`
    }
    for (const [id, m] of Object.entries(a.values)) {
      if (!within(plain(m), plain(b.values[id])))
        return `${where}, metric ${id}: ${short(m)}, the full input gives ${short(b.values[id])}`
    }
  }
  for (const id of new Set(cut.results.flatMap((r) => Object.keys(r.values)))) {
    if (JSON.stringify(plain(cut.metrics[id])) !== JSON.stringify(plain(full.metrics[id]))) {
      return `metric ${id} is ${short(cut.metrics[id])}, the full input defines it as ${short(full.metrics[id])}`
    }
  }
  return undefined
}

/** Whether every field of `a` is in `b` with the same value (arrays and numbers: exactly the same). */
function within(a: unknown, b: unknown): boolean {
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    return Object.entries(a).every(([k, v]) => within(v, (b as Record<string, unknown>)[k]))
  }
  return JSON.stringify(a) === JSON.stringify(b)
}

function short(...x: unknown[]): string {
  const s = x.map((v) => JSON.stringify(v)).join(' ')
  return s.length > 240 ? `${s.slice(0, 240)}…` : s
}

const around = (b: Buffer, o: number) => JSON.stringify(b.subarray(Math.max(0, o - 40), o).toString('utf8'))

const withFixtures = parsers.map((p) => [p.id, p, fixturesOf(p.id)] as const).filter(([, , f]) => f.length > 0)

describe.each(withFixtures)('a truncated %s capture', (id, p: Parser, fixtures: Fixture[]) => {
  test('is refused, or parses to a prefix of the whole capture with identical numbers', () => {
    const started = Date.now()
    const problems: string[] = []
    let refused = 0
    const cases = fixtures.flatMap((f) => {
      const full = p.parse(toInput(f.files))
      // A directory capture is cut one file at a time, the others whole (a copy interrupted there).
      return f.files.flatMap((file, k) =>
        (f.files.length > 1 ? cutOffsets(file.bytes, 40, 4) : cutOffsets(file.bytes)).map((o) => ({ f, full, k, o })),
      )
    })
    const cuts = thin(cases).length
    for (const { f, full, k, o } of thin(cases)) {
      const file = f.files[k]!
      const files = f.files.map((x, i) => (i === k ? { ...x, bytes: x.bytes.subarray(0, o) } : x))
      let run: ParsedRun
      try {
        run = p.parse(toInput(files))
      } catch (e) {
        if (e instanceof ParseError || e instanceof DataError) {
          refused++
          continue
        }
        throw e
      }
      if (NO_END_MARK.has(id) && file.bytes[o - 1] === 10) continue
      const why = notAPrefix(run, full)
      if (why && problems.length < 5)
        problems.push(`${file.path} cut after byte ${o} (…${around(file.bytes, o)}): ${why}`)
    }
    expect(problems, problems.join('\n\n')).toEqual([])
    expect(cuts).toBeGreaterThan(0)
    expect(refused, 'some cuts must be refused (at least those inside a last number)').toBeGreaterThan(0)
    expect(Date.now() - started, `${id}: ${cuts} cuts took too long`).toBeLessThan(FORMAT_MS)
  })
})

describe('the sweep itself', () => {
  test('cuts every byte of the tail and a spread before it', () => {
    expect(cutOffsets(10, 4, 2)).toEqual([2, 4, 6, 7, 8, 9])
    expect(cutOffsets(3, 600, 40)).toEqual([0, 1, 2])
    expect(cutOffsets(Buffer.from('ab\ncd\nef\ngh\n'), 2, 0)).toEqual([3, 6, 9, 10, 11])
    expect(thin([1, 2, 3, 4, 5], 3)).toEqual([1, 3, 5])
  })

  test('a number cut short is not a prefix; fewer whole results are', () => {
    const run = (rps: number[]): ParsedRun => ({
      format: 'x',
      tool: 'x',
      metrics: { rps: { label: 'rps', unit: 'req/s', direction: 'higher' } },
      results: rps.map((v, i) => ({ benchmark: `b${i}`, values: { rps: { value: v } } })),
    })
    expect(notAPrefix(run([2337.9, 10]), run([2337.9, 10]))).toBeUndefined()
    expect(notAPrefix(run([2337.9]), run([2337.9, 10]))).toBeUndefined()
    expect(notAPrefix(run([2]), run([2337.9]))).toMatch(/result 0/)
    const renamed = run([2337.9])
    renamed.results[0]!.benchmark = 'other'
    expect(notAPrefix(renamed, run([2337.9, 10]))).toMatch(/result 0/)
    const fewer = run([2337.9])
    fewer.results[0]!.values.rps = { value: 2337.9, n: 3 }
    const more = run([2337.9])
    more.results[0]!.values.rps = { value: 2337.9, n: 4, stddev: 1 }
    expect(notAPrefix(run([2337.9]), more)).toBeUndefined() // a field read after the cut is missing
    expect(notAPrefix(fewer, more)).toMatch(/metric rps/) // a field that is there must be the same
  })
})

// ───────────── mutations: deleted, duplicated and non-finite lines, cuts at a line end ─────────────

/** Mutations per file and class (a directory capture: a few, in every fifth file). */
const PER_CLASS = Number(process.env.MUTATIONS_PER_CLASS ?? 25)
const SEED = Number(process.env.MUTATIONS_SEED ?? 20261125)

/**
 * Mutations no parser can tell from a real capture, each with why (see the header): the format, the
 * class and the mutated line they cover. Only these may change a number without a refusal or warning.
 */
const UNDETECTABLE: Array<{ format: string; kinds: MutationClass[]; line: RegExp; result?: RegExp; why: string }> = [
  {
    format: 'k6-csv',
    kinds: ['delete', 'duplicate'],
    line: /^[a-z_]+,\d+,/,
    why: 'a row per sample, no count of rows: a row lost or repeated is a run with one sample fewer or more (its counters are sums of rows)',
  },
  {
    format: 'jmh',
    kinds: ['delete', 'duplicate'],
    line: /^\s*\[ [\d.]+, \d+ \],?\s*$/,
    why: 'a sample-mode histogram bin [value, count]: JMH states no total, so n (the sum of the counts) cannot be checked',
  },
  {
    format: 'k6',
    kinds: ['delete'],
    line: /^\s*[✓✗] '/,
    why: 'a threshold line: thresholds_failed counts the lines, and k6 states no total',
  },
  {
    format: 'k6',
    kinds: ['delete'],
    line: /^\s*[✓✗]?\s*[a-z_]+\.+: /,
    result: /^k6 \{"tags":/,
    why: 'a metric line with sub-metrics under it: they then sit under the metric above, and one within its range cannot be told apart (k6 places them by position only)',
  },
  {
    format: 'k6-json',
    kinds: ['delete'],
    line: /^\s*"[^"]+": (true|false),?\s*$/,
    why: 'a threshold of --summary-export ("p(95)<500": false): thresholds_failed counts them, and k6 states no total',
  },
  {
    format: 'pgbench-log',
    kinds: ['delete'],
    line: /^\d+ \d+ /,
    why: "the first interval: every interval's elapsed time is counted from the first line's timestamp",
  },
  {
    format: 'locust-history',
    kinds: ['delete'],
    line: /^\d+,\d+,/,
    why: "the first row: every row's elapsed time is counted from the first row's timestamp",
  },
]

interface Tally {
  cases: number
  refused: number
  warned: number
  same: number
  undetectable: number
  silent: number
}
const total: Tally = { cases: 0, refused: 0, warned: 0, same: 0, undetectable: 0, silent: 0 }

function mutatedCases(fixtures: Fixture[]): Array<{ f: Fixture; k: number; m: Mutation }> {
  const rnd = rng(SEED)
  return fixtures.flatMap((f) =>
    f.files.flatMap((file, k) => {
      if (f.files.length > 1 && k % 5 !== 0) return []
      return mutations(file.bytes, f.files.length > 1 ? 3 : PER_CLASS, rnd).map((m) => ({ f, k, m }))
    }),
  )
}

describe.each(withFixtures)('a mutated %s capture', (id, p: Parser, fixtures: Fixture[]) => {
  test('is refused, warned about, or equal to the intact parse on the records that survive', () => {
    const started = Date.now()
    const tally: Tally = { cases: 0, refused: 0, warned: 0, same: 0, undetectable: 0, silent: 0 }
    const problems: string[] = []
    const intact = new Map(fixtures.map((f) => [f, p.parse(toInput(f.files))]))
    for (const { f, k, m } of mutatedCases(fixtures)) {
      tally.cases++
      const files = f.files.map((x, i) => (i === k ? { ...x, bytes: m.bytes } : x))
      let run: ParsedRun
      try {
        run = p.parse(toInput(files))
      } catch (e) {
        if (e instanceof ParseError || e instanceof DataError) {
          tally.refused++
          continue
        }
        throw new Error(`${f.files[k]!.path}, ${m.what}: threw ${(e as Error).name}: ${(e as Error).message}`, {
          cause: e,
        })
      }
      const v = judge(m, run, intact.get(f)!)
      if (v.kind !== 'wrong') {
        tally[v.kind]++
        continue
      }
      const line = m.line ?? ''
      if (
        UNDETECTABLE.some(
          (u) =>
            u.format === id && u.kinds.includes(m.kind) && u.line.test(line) && (!u.result || u.result.test(v.why)),
        )
      ) {
        tally.undetectable++
        continue
      }
      tally.silent++
      if (problems.length < 5) problems.push(`${f.files[k]!.path}, ${m.what}: ${v.why}`)
    }
    for (const key of Object.keys(total) as Array<keyof Tally>) total[key] += tally[key]
    expect(problems, `${tally.silent} silent wrong numbers:\n${problems.join('\n\n')}`).toEqual([])
    expect(tally.cases).toBeGreaterThan(0)
    expect(Date.now() - started, `${id}: ${tally.cases} mutations took too long`).toBeLessThan(FORMAT_MS)
  })
})

describe('the mutation sweep', () => {
  test("checked every format's fixtures and found no silent wrong number", () => {
    // Runs after the per-format tests above (tests of a file run in order): their totals.
    console.info(
      `mutations: ${total.cases} cases, ${total.refused} refused, ${total.warned} warned, ${total.same} equal on the surviving records, ${total.undetectable} undetectable, ${total.silent} silent wrong numbers`,
    )
    expect(total.silent).toBe(0)
    expect(total.cases).toBeGreaterThan(withFixtures.length * 20)
  })
})

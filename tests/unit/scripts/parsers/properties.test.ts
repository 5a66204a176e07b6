// Property tests over EVERY parser in the registry (a new parser is covered as soon as it is
// registered): random, truncated and byte-mutated inputs — seeded from the parser's own fixtures in
// tests/fixtures/<id>/ when there are any — must end in a ParseError or DataError, or in a result
// that passes the schema exactly as ingest would store it. Any other exception is a parser bug, a
// case slower than a time limit fails, and each property runs under a hard limit so that a hang fails
// (naming its case) instead of stalling the suite. The
// streaming form (lines()) must agree with parse(). And a failing ingest never writes a file.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import vm from 'node:vm'
import fc from 'fast-check'
import { afterAll, describe, expect, test } from 'vitest'
import { Run, Suite } from '../../../../data/schema/schema'
import { DataError, validate } from '../../../../data/schema/validate'
import { normalizeRun } from '../../../../data/schema/model'
import { parsers } from '../../../../scripts/parsers/parser-registry'
import { ParseError, type ParsedRun, type Parser, type ParserInput } from '../../../../scripts/parsers/types'
import { prepareRun } from '../../../../scripts/write/prepare-run'
import { cutShort, endsInsideLine } from '../../../../scripts/parsers/line-cutter'
import { loadSuite } from '../../../../scripts/write/store'
import { main } from '../../../../scripts/commands/ingest'
import { snapshot } from '../../dir-snapshot'

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url))
const FIXTURES = join(ROOT, 'tests/fixtures')
/** Limit for one parse of one generated input; and the hard limit for a whole property's cases (a hang). */
const CASE_MS = 2000
const PROPERTY_MS = 20_000
/** Cases per property per parser; FUZZ_RUNS=1000 for a long local run. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20)
/** Fixed by default so that the suite is repeatable; FUZZ_SEED=random (or a number) to explore. */
const SEED = process.env.FUZZ_SEED === 'random' ? Date.now() | 0 : Number(process.env.FUZZ_SEED ?? 20260418)
fc.configureGlobal({ seed: SEED })

const tmpRoot = mkdtempSync(join(tmpdir(), 'parser-props-'))
afterAll(() => rmSync(tmpRoot, { recursive: true, force: true }))

// ───────────── fixtures ─────────────

interface Fixture {
  name: string
  /** Relative paths (from the repo root) and bytes; several for a directory fixture. */
  files: Array<{ path: string; bytes: Buffer }>
}

function walk(dir: string): string[] {
  const out: string[] = []
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const p = join(dir, e.name)
    if (e.isDirectory()) out.push(...walk(p))
    else out.push(p)
  }
  return out
}

/** A parser's inputs under tests/fixtures/<id>/ (not README.md, goldens, or _source folders). */
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

const toInput = (files: Array<{ path: string; bytes: Buffer }>): ParserInput => ({
  files: files.map((f) => ({ path: f.path, text: stripBom(f.bytes.toString('utf8')) })),
})
const stripBom = (s: string) => (s.charCodeAt(0) === 0xfeff ? s.slice(1) : s)

// ───────────── running one case ─────────────

type Outcome = { kind: 'ok'; run: ParsedRun } | { kind: 'refused'; error: Error }

/** The step of a case running now: what a hang is reported as. */
let current = ''

/**
 * Runs `fn` (a whole property, every case of it) with a hard time limit: vm's watchdog interrupts even a
 * synchronous endless loop, and the step then running is named. One watchdog per property, not per step:
 * each starts a thread, and per step (three a case) that cost more than the parses themselves, the more so on
 * a busy machine (26 000 of them were most of this file's time).
 */
const sandbox = vm.createContext({ fn: (): unknown => undefined })
const call = new vm.Script('fn()')
function bounded<T>(fn: () => T): T {
  try {
    sandbox.fn = fn
    return call.runInContext(sandbox, { timeout: PROPERTY_MS }) as T
  } catch (e) {
    if ((e as NodeJS.ErrnoException)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT')
      throw new Error(`${current}: did not finish within ${PROPERTY_MS} ms (a hang)`)
    throw e
  }
}

/** One step of a case (detect, parse, lines), timed: one slower than CASE_MS fails as a hang would. */
function timed<T>(what: string, fn: () => T): T {
  current = what
  const started = performance.now()
  const slow = () => {
    const ms = performance.now() - started
    if (ms > CASE_MS) throw new Error(`${what}: did not finish within ${CASE_MS} ms (took ${ms.toFixed(0)} ms)`)
  }
  let r: T
  try {
    r = fn()
  } catch (e) {
    slow()
    throw e
  }
  slow()
  return r
}

const isRefusal = (e: unknown): e is Error => e instanceof ParseError || e instanceof DataError

function outcome(what: string, fn: () => ParsedRun): Outcome {
  try {
    return { kind: 'ok', run: timed(what, fn) }
  } catch (e) {
    if (isRefusal(e)) return { kind: 'refused', error: e }
    throw new Error(
      `${what}: threw ${(e as Error)?.name ?? typeof e} instead of a ParseError or DataError: ${(e as Error)?.message ?? e}`,
      { cause: e },
    )
  }
}

/**
 * Feeds the input line by line as text through lines().line() alone, never the byte fast path
 * (LineParser.bytes) that parse() and ingest's streaming offer each line first: the two must agree.
 */
function viaLines(p: Parser, input: ParserInput): ParsedRun {
  const f = input.files[0]!
  const lp = p.lines!(f.path)
  const text = f.text
  let start = 0
  let lineNo = 0
  let nl: number
  while ((nl = text.indexOf('\n', start)) !== -1) {
    const end = nl > start && text.charCodeAt(nl - 1) === 13 ? nl - 1 : nl
    lp.line(text.slice(start, end), ++lineNo)
    start = nl + 1
  }
  if (start < text.length)
    lp.line(text.charCodeAt(text.length - 1) === 13 ? text.slice(start, -1) : text.slice(start), ++lineNo)
  // As parse() and ingest's streaming do: an input that ends inside a line looks cut short.
  if (endsInsideLine(text)) throw cutShort(f.path, lineNo)
  return lp.end()
}

/**
 * What ingest does with a parsed run before storing it: build suite + run, validate, normalize.
 * A result that breaks the schema (a NaN, an empty name, an unknown unit, a key the schema does not
 * know) fails the property: the parser emitted garbage. A result that is well-formed but lists one
 * benchmark twice is refused by normalizeRun with a DataError, which ingest reports cleanly; that
 * counts as a refusal (FUZZ_STRICT=1 makes it a failure too, to find parsers that could name the line).
 */
function checkStorable(p: Parser, run: ParsedRun, what: string): Outcome {
  if (run.results.length === 0) throw new Error(`${what}: returned zero results instead of throwing a ParseError`)
  const prep = prepareRun(
    { suiteId: 'fuzz', suiteDir: join(tmpRoot, 'none'), suiteJson: null, suite: null, runs: [] },
    run,
    `sha256:${'0'.repeat(64)}`,
    {
      environments: [],
      directions: {},
      files: ['input'],
      newSuite: { title: 'Fuzz', project: 'fuzz' },
      date: '2026-01-01',
    },
  )
  let suite, valid
  try {
    suite = validate(Suite, prep.suiteJson, 'suite.json')
    valid = validate(Run, prep.run, 'run.json')
  } catch (e) {
    throw new Error(
      `${what}: the ${p.id} parser returned a result that does not pass the schema: ${(e as Error).message}`,
    )
  }
  try {
    normalizeRun(suite, valid, 'run.json')
  } catch (e) {
    if (e instanceof DataError && process.env.FUZZ_STRICT !== '1') return { kind: 'refused', error: e }
    throw new Error(`${what}: the ${p.id} parser returned a run that normalizeRun refuses: ${(e as Error).message}`)
  }
  return { kind: 'ok', run }
}

/** The whole property for one input: detect() is safe, parse() refuses or gives a storable run, lines() agrees. */
function checkInput(p: Parser, input: ParserInput, what: string): Outcome {
  const score = timed(`${what} detect()`, () => p.detect(input))
  if (typeof score !== 'number' || !(score >= 0 && score <= 1))
    throw new Error(`${what}: detect() returned ${score}, not a number in 0…1`)
  const parsed = outcome(`${what} parse()`, () => p.parse(input))
  const stored = parsed.kind === 'ok' ? checkStorable(p, parsed.run, `${what} parse()`) : parsed
  if (p.lines && input.files.length === 1) {
    const streamed = outcome(`${what} lines()`, () => viaLines(p, input))
    if (streamed.kind !== parsed.kind) {
      throw new Error(
        `${what}: parse() ${parsed.kind === 'ok' ? 'succeeded' : `refused (${parsed.error.message})`} but lines() ${streamed.kind === 'ok' ? 'succeeded' : `refused (${streamed.error.message})`}`,
      )
    }
    if (streamed.kind === 'ok' && parsed.kind === 'ok')
      expect(JSON.parse(JSON.stringify(streamed.run))).toEqual(JSON.parse(JSON.stringify(parsed.run)))
  }
  return stored
}

// ───────────── generators ─────────────

/** Byte-level edits of one fixture file: overwrite, delete, insert or duplicate a range. */
const edit = fc.record({
  kind: fc.constantFrom('set', 'delete', 'insert', 'dup', 'newline', 'digit'),
  at: fc.double({ min: 0, max: 1, noNaN: true }),
  len: fc.integer({ min: 1, max: 64 }),
  byte: fc.integer({ min: 0, max: 255 }),
})

function mutate(bytes: Buffer, edits: Array<{ kind: string; at: number; len: number; byte: number }>): Buffer {
  let b = bytes
  for (const e of edits) {
    const i = Math.min(b.length, Math.floor(e.at * b.length))
    const j = Math.min(b.length, i + e.len)
    switch (e.kind) {
      case 'set':
        b = Buffer.concat([b.subarray(0, i), Buffer.from([e.byte]), b.subarray(i + 1)])
        break
      case 'delete':
        b = Buffer.concat([b.subarray(0, i), b.subarray(j)])
        break
      case 'insert':
        b = Buffer.concat([b.subarray(0, i), Buffer.alloc((e.len % 8) + 1, e.byte), b.subarray(i)])
        break
      case 'dup':
        b = Buffer.concat([b.subarray(0, j), b.subarray(i, j), b.subarray(j)])
        break
      case 'newline':
        b = Buffer.concat([b.subarray(0, i), Buffer.from('\n'), b.subarray(i)])
        break
      // Numbers are where parsers are most fragile: swap a digit for another, a sign, a dot or an "e".
      case 'digit':
        b = Buffer.concat([
          b.subarray(0, i),
          Buffer.from(['9', '-', '.', 'e', '0', 'NaN', 'Infinity', '1e999'][e.byte % 8]!),
          b.subarray(i + 1),
        ])
        break
    }
  }
  return b
}

/** Random text made of the fixture's own lines, shuffled, repeated and cut. */
function lineSoup(files: Fixture[]): fc.Arbitrary<string> {
  const lines = [...new Set(files.flatMap((f) => f.files.flatMap((x) => x.bytes.toString('utf8').split('\n'))))].slice(
    0,
    2000,
  )
  if (lines.length === 0) return fc.constant('')
  return fc.array(fc.constantFrom(...lines), { maxLength: 60 }).map((ls) => ls.join('\n'))
}

const randomText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 400 }),
  fc.json({ maxDepth: 4 }),
  fc.array(fc.string({ unit: 'grapheme-ascii', maxLength: 40 }), { maxLength: 30 }).map((a) => a.join('\n')),
)

// ───────────── the properties ─────────────

describe.each(parsers.map((p) => [p.id, p] as const))('parser %s', (id, p) => {
  const fixtures = fixturesOf(id)
  const name = (f: Fixture) => `${id}/${f.name}`

  test('its fixtures parse to storable runs (seeds for the properties below)', () => {
    bounded(() => {
      for (const f of fixtures) checkInput(p, toInput(f.files), name(f))
    })
  })

  test('random input: a ParseError/DataError or a storable run, never another error or a hang', () => {
    bounded(() =>
      fc.assert(
        fc.property(fc.oneof(randomText, lineSoup(fixtures)), (text) => {
          checkInput(
            p,
            { files: [{ path: `fuzz/${id}.input`, text }] },
            `${id} random input ${JSON.stringify(text.slice(0, 80))}`,
          )
        }),
        { numRuns: RUNS * 2 },
      ),
    )
  })

  test.skipIf(fixtures.length === 0)('truncated fixtures: a ParseError/DataError or a storable run', () => {
    bounded(() =>
      fc.assert(
        fc.property(
          fc.nat({ max: fixtures.length - 1 }),
          fc.nat(),
          fc.double({ min: 0, max: 1, noNaN: true }),
          (fi, fileIdx, cut) => {
            const f = fixtures[fi]!
            const k = fileIdx % f.files.length
            const files = f.files.map((x, i) =>
              i === k ? { ...x, bytes: x.bytes.subarray(0, Math.floor(cut * x.bytes.length)) } : x,
            )
            checkInput(p, toInput(files), `${name(f)} cut at ${(cut * 100).toFixed(1)}% of ${f.files[k]!.path}`)
          },
        ),
        { numRuns: RUNS },
      ),
    )
  })

  test.skipIf(fixtures.length === 0)('byte-mutated fixtures: a ParseError/DataError or a storable run', () => {
    bounded(() =>
      fc.assert(
        fc.property(
          fc.nat({ max: fixtures.length - 1 }),
          fc.nat(),
          fc.array(edit, { minLength: 1, maxLength: 6 }),
          (fi, fileIdx, edits) => {
            const f = fixtures[fi]!
            const k = fileIdx % f.files.length
            const files = f.files.map((x, i) => (i === k ? { ...x, bytes: mutate(x.bytes, edits) } : x))
            checkInput(p, toInput(files), `${name(f)} with edits ${JSON.stringify(edits)} in ${f.files[k]!.path}`)
          },
        ),
        { numRuns: RUNS * 2 },
      ),
    )
  })
})

// ───────────── a failing ingest writes nothing ─────────────

describe('ingest of broken inputs', () => {
  test('every parser: a refused ingest leaves data/ byte-identical, an accepted one leaves it loadable', async () => {
    const data = join(tmpRoot, 'data')
    mkdirSync(data, { recursive: true })
    let i = 0
    const seeds = parsers.flatMap((p) =>
      fixturesOf(p.id)
        .filter((f) => f.files.length === 1)
        .slice(0, 2)
        .map((f) => ({ p, f })),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...seeds),
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        fc.array(edit, { maxLength: 3 }),
        async ({ p, f }, cut, edits) => {
          const bytes = mutate(f.files[0]!.bytes.subarray(0, Math.floor(cut * f.files[0]!.bytes.length)), edits)
          const file = join(tmpRoot, `in-${i++}-${f.name}`)
          writeFileSync(file, bytes)
          const suiteId = `s-${p.id}`.slice(0, 60)
          // The suite exists (created by an accepted earlier case or by --create here); the input is what varies.
          const before = snapshot(data)
          let err = ''
          const code = await main(
            [
              file,
              '--suite',
              suiteId,
              '--create',
              '--title',
              'T',
              '--project',
              'p',
              '--format',
              p.id,
              '--data-dir',
              data,
              '--date',
              '2026-01-01',
            ],
            {
              stdout: () => {},
              stderr: (s) => (err += s),
              isTTY: false,
              cwd: ROOT,
            },
          )
          if (code === 0) {
            expect(() => loadSuite(suiteId, data)).not.toThrow()
          } else {
            expect(code, err).toBe(1)
            expect(err).toMatch(/^(parse error|invalid data|error): /)
            expect(err).not.toMatch(/\n\s+at /) // a message, not a stack trace
            expect(snapshot(data)).toEqual(before)
          }
          expect(Object.keys(snapshot(data)).filter((k) => k.split('/').some((part) => part.startsWith('.')))).toEqual(
            [],
          )
        },
      ),
      { numRuns: Math.max(20, seeds.length * 2) },
    )
  })
})

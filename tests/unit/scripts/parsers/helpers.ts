// Test helpers for every parser: the fixtures of a format, golden files, schema checks, streaming,
// detection. Golden files are (re)written only with UPDATE_GOLDEN=1; review the diff before committing.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'
import { Environment, Metric, PATTERNS, Result } from '../../../../data/schema/schema'
import { parsers } from '../../../../scripts/parsers/parser-registry'
import type { ParsedRun, Parser, ParserInput } from '../../../../scripts/parsers/types'
import { ParseError } from '../../../../scripts/parsers/types'

export const root = resolve(fileURLToPath(new URL('../../../..', import.meta.url)))
export const fixturesDir = join(root, 'tests/fixtures')

export interface Fixture {
  format: string
  name: string
  input: ParserInput
}

/** Files below a folder, in a stable order. */
export function walk(dir: string): string[] {
  const out: string[] = []
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = join(dir, e.name)
    if (e.isDirectory()) out.push(...walk(p))
    else out.push(p)
  }
  return out
}

/**
 * The inputs of one format folder (a folder inside it is one multi-file input), paths relative to the
 * repo. Left out: README.md, goldens, and `_…` entries (the source that made the fixtures, failures).
 */
export function fixtures(format: string): Fixture[] {
  const dir = join(fixturesDir, format)
  if (!existsSync(dir)) return []
  const out: Fixture[] = []
  for (const name of readdirSync(dir).sort()) {
    if (name === 'README.md' || name.startsWith('_') || name.endsWith('.expected.json')) continue
    const full = join(dir, name)
    const files = statSync(full).isDirectory() ? walk(full) : [full]
    out.push({
      format,
      name,
      input: { files: files.map((f) => ({ path: relative(root, f), text: readFileSync(f, 'utf8') })) },
    })
  }
  return out
}

/** The fixtures of every registered format. */
export function allFixtures(): Fixture[] {
  return parsers.flatMap((p) => fixtures(p.id))
}

export function raw(format: string, name: string): string {
  return readFileSync(join(fixturesDir, format, name), 'utf8')
}

export function input(text: string, path = 'input.json'): ParserInput {
  return { files: [{ path, text }] }
}

export function textInput(text: string, path = 'input.txt'): ParserInput {
  return { files: [{ path, text }] }
}

/** Compares with tests/fixtures/<format>/<name>.expected.json (written when UPDATE_GOLDEN=1). */
export function expectGolden(f: Fixture, run: ParsedRun): void {
  const file = join(fixturesDir, f.format, `${f.name}.expected.json`)
  const actual = JSON.parse(JSON.stringify(run)) as unknown
  if (process.env.UPDATE_GOLDEN === '1') writeFileSync(file, JSON.stringify(actual, null, 2) + '\n')
  if (!existsSync(file)) throw new Error(`missing golden file ${file} (run with UPDATE_GOLDEN=1)`)
  expect(actual).toEqual(JSON.parse(readFileSync(file, 'utf8')))
}

/** Every part of the run satisfies the data schema, and every value names a declared metric. */
export function expectValid(run: ParsedRun): void {
  expect(run.results.length).toBeGreaterThan(0)
  for (const [id, m] of Object.entries(run.metrics)) {
    expect(id).toMatch(PATTERNS.slug)
    Metric.parse(m)
  }
  for (const r of run.results) {
    Result.parse(r)
    for (const k of Object.keys(r.values)) expect(run.metrics[k], `metric ${k} declared`).toBeDefined()
  }
  if (run.environment) Environment.parse(run.environment)
  if (run.date) expect(run.date).toMatch(PATTERNS.isoDate)
  if (run.commit) expect(run.commit).toMatch(PATTERNS.commit)
}

/** Runs `fn` and returns the ParseError it throws (fails the test otherwise). */
export function parseError(fn: () => unknown): ParseError {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(ParseError)
    return e as ParseError
  }
  throw new Error('expected a ParseError')
}

/** The id of the best-scoring registered parser for an input (first wins a tie). */
export function bestParser(inp: ParserInput, list: readonly Parser[] = parsers): string | undefined {
  let best: Parser | undefined
  let score = 0
  for (const p of list) {
    const s = p.detect(inp)
    if (s > score) {
      score = s
      best = p
    }
  }
  return best?.id
}

interface DetectionRules {
  /** Fixture folders that are this parser's own (default: its id). */
  formats?: string[]
  /** Formats this parser may score above 0, as long as below their own parser. */
  lookalikes?: string[]
  /** The least score on its own fixtures (default 0.8). */
  min?: number
}

/**
 * Detection of one parser over every fixture: its own pick it with a score of at least `min`; it
 * scores 0 on every other format's, but for the named look-alikes, where it must score below their own.
 */
export function expectDetection(
  p: Parser,
  { formats = [p.id], lookalikes = [], min = 0.8 }: DetectionRules = {},
): void {
  for (const f of allFixtures()) {
    if (formats.includes(f.format)) {
      expect(p.detect(f.input), `${f.format}/${f.name}`).toBeGreaterThanOrEqual(min)
      expect(bestParser(f.input), `${f.format}/${f.name}`).toBe(p.id)
    } else if (lookalikes.includes(f.format)) {
      const own = parsers.find((x) => x.id === f.format)!
      expect(p.detect(f.input), `${p.id} on ${f.format}/${f.name}`).toBeLessThan(own.detect(f.input))
    } else {
      expect(p.detect(f.input), `${p.id} must not claim ${f.format}/${f.name}`).toBe(0)
    }
  }
}

/** Feeds the single input file line by line, the way ingest streams it. */
export function streamed(p: Parser, f: Fixture): ParsedRun {
  const file = f.input.files[0]
  if (!p.lines || !file) throw new Error('no streaming form')
  const lp = p.lines(file.path)
  const lines = file.text.split(/\r?\n/)
  if (lines[lines.length - 1] === '') lines.pop()
  lines.forEach((l, i) => lp.line(l, i + 1))
  return lp.end()
}

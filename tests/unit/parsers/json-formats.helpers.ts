// Test helpers for the JSON-format parsers: own fixtures, golden files, schema checks, detection.
// Golden files are (re)written only with UPDATE_GOLDEN=1; review the diff by hand before committing.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'
import { Environment, Metric, Result } from '../../../data/schema/schema'
import { parsers } from '../../../scripts/parsers'
import type { ParsedRun, Parser, ParserInput } from '../../../scripts/parsers/types'
import { ParseError } from '../../../scripts/parsers/types'

export const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)))
export const fixturesDir = join(root, 'tests/fixtures')

export interface Fixture {
  format: string
  name: string
  input: ParserInput
}

/** Raw inputs (not README.md, not goldens) of one format folder, paths relative to the repo. */
export function fixtures(format: string): Fixture[] {
  const dir = join(fixturesDir, format)
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .sort()
    .filter((n) => n !== 'README.md' && !n.endsWith('.expected.json') && statSync(join(dir, n)).isFile())
    .map((name) => {
      const full = join(dir, name)
      return { format, name, input: { files: [{ path: relative(root, full), text: readFileSync(full, 'utf8') }] } }
    })
}

/** Every fixture of every format folder (directories as one multi-file input). */
export function allFixtures(): Fixture[] {
  const out: Fixture[] = []
  for (const format of readdirSync(fixturesDir).sort()) {
    const dir = join(fixturesDir, format)
    if (!statSync(dir).isDirectory()) continue
    for (const name of readdirSync(dir).sort()) {
      if (name === 'README.md' || name.endsWith('.expected.json')) continue
      const full = join(dir, name)
      const files = statSync(full).isDirectory() ? walk(full) : [full]
      out.push({ format, name, input: { files: files.map((f) => ({ path: relative(root, f), text: readFileSync(f, 'utf8') })) } })
    }
  }
  return out
}

function walk(dir: string): string[] {
  const out: string[] = []
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = join(dir, e.name)
    if (e.isDirectory()) out.push(...walk(p))
    else out.push(p)
  }
  return out
}

export function raw(format: string, name: string): string {
  return readFileSync(join(fixturesDir, format, name), 'utf8')
}

export function input(text: string, path = 'input.json'): ParserInput {
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
    expect(id).toMatch(/^[a-z0-9][a-z0-9._-]{0,79}$/)
    Metric.parse(m)
  }
  for (const r of run.results) {
    Result.parse(r)
    for (const k of Object.keys(r.values)) expect(run.metrics[k], `metric ${k} declared`).toBeDefined()
  }
  if (run.environment) Environment.parse(run.environment)
  if (run.date) expect(run.date).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/)
  if (run.commit) expect(run.commit).toMatch(/^[0-9a-f]{7,40}$/)
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
export function bestParser(inp: ParserInput, list: Parser[] = parsers): string | undefined {
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

/** Checks detection: own fixtures pick `p`; every other folder's fixtures score 0 with `p`. */
export function expectDetection(p: Parser, formats: string[] = [p.id]): void {
  const all = allFixtures()
  for (const f of all) {
    if (formats.includes(f.format)) {
      expect(p.detect(f.input), `${f.format}/${f.name}`).toBeGreaterThanOrEqual(0.8)
      expect(bestParser(f.input), `${f.format}/${f.name}`).toBe(p.id)
    } else {
      expect(p.detect(f.input), `${p.id} must not claim ${f.format}/${f.name}`).toBe(0)
    }
  }
}

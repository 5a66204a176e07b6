// Test helpers for the text-format parsers: fixtures, golden files, streaming, schema checks.
// Golden files are (re)written only with UPDATE_GOLDEN=1; review the diff by hand before committing.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect } from 'vitest'
import { Environment, Metric, Result } from '../../../data/schema/schema'
import type { ParsedRun, Parser, ParserInput } from '../../../scripts/parsers/types'
import { ParseError } from '../../../scripts/parsers/types'
import { redisBenchmark } from '../../../scripts/parsers/redis-benchmark'
import { goTestBench } from '../../../scripts/parsers/go-test-bench'
import { benchstat } from '../../../scripts/parsers/benchstat'
import { criterion } from '../../../scripts/parsers/criterion'
import { rustLibtest } from '../../../scripts/parsers/rust-libtest'
import { wrk } from '../../../scripts/parsers/wrk'
import { k6 } from '../../../scripts/parsers/k6'

export const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)))
export const fixturesDir = join(root, 'tests/fixtures')

/** The text-format parsers, by id. */
export const textParsers: Parser[] = [redisBenchmark, goTestBench, benchstat, criterion, rustLibtest, wrk, k6]

export interface Fixture {
  format: string
  name: string
  input: ParserInput
}

/** Raw input files (not README.md, not goldens) of one format folder, as parser inputs with paths relative to the repo. */
export function fixtures(format: string): Fixture[] {
  const dir = join(fixturesDir, format)
  if (!existsSync(dir)) return []
  const out: Fixture[] = []
  for (const name of readdirSync(dir).sort()) {
    if (name === 'README.md' || name.startsWith('_') || name.endsWith('.expected.json')) continue
    const full = join(dir, name)
    const files = statSync(full).isDirectory() ? walk(full) : [full]
    out.push({ format, name, input: { files: files.map((f) => ({ path: relative(root, f), text: readFileSync(f, 'utf8') })) } })
  }
  return out
}

export function walk(dir: string): string[] {
  const out: string[] = []
  for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const p = join(dir, e.name)
    if (e.isDirectory()) out.push(...walk(p))
    else out.push(p)
  }
  return out
}

export function allFixtures(): Fixture[] {
  return textParsers.flatMap((p) => fixtures(p.id))
}

/** Compares with tests/fixtures/<format>/<name>.expected.json (written when UPDATE_GOLDEN=1). */
export function expectGolden(f: Fixture, run: ParsedRun): void {
  const file = join(fixturesDir, f.format, `${f.name}.expected.json`)
  const actual = JSON.parse(JSON.stringify(run)) as unknown
  if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
    if (process.env.UPDATE_GOLDEN !== '1') throw new Error(`missing golden file ${file} (run with UPDATE_GOLDEN=1)`)
    writeFileSync(file, JSON.stringify(actual, null, 2) + '\n')
  }
  expect(actual).toEqual(JSON.parse(readFileSync(file, 'utf8')))
}

/** Own fixtures: `p` scores best and at least `min`; other formats' fixtures: `p` scores below their own parser. */
export function expectDetection(p: Parser, min: number): void {
  for (const f of allFixtures()) {
    const own = textParsers.find((x) => x.id === f.format) as Parser
    if (f.format === p.id) {
      expect(bestTextParser(f.input), f.name).toBe(p.id)
      expect(p.detect(f.input), f.name).toBeGreaterThanOrEqual(min)
    } else {
      expect(p.detect(f.input), `${f.format}/${f.name}`).toBeLessThan(own.detect(f.input))
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

/** Every part of the run satisfies the data schema. */
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

export function textInput(text: string, path = 'input.txt'): ParserInput {
  return { files: [{ path, text }] }
}

/** The id of the best-scoring text parser for an input. */
export function bestTextParser(input: ParserInput): string | undefined {
  let best: Parser | undefined
  let score = 0
  for (const p of textParsers) {
    const s = p.detect(input)
    if (s > score) {
      score = s
      best = p
    }
  }
  return best?.id
}

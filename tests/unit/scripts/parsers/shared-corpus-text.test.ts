// The shared corpus of real tool outputs (shared/fixtures/real beside the repository, not part of a clone;
// SHARED_FIXTURES overrides the path): every file of the text formats parses to at least one result with
// the right parser, and the recorded failures are refused with a ParseError. Skipped, loudly
// (shared-corpus.ts), when the corpus is absent.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ParserInput } from '../../../../scripts/parsers/types'
import { ParseError } from '../../../../scripts/parsers/types'
import { parsers } from '../../../../scripts/parsers/parser-registry'
import { bestParser, expectValid, walk } from './helpers'
import { corpusSuite, SHARED_CORPUS, SHARED_SEEDS } from './shared-corpus'

const REAL = SHARED_CORPUS ?? ''
const SEEDS = SHARED_SEEDS ?? ''
/** Corpus folder → parser id; files named here go to another parser (benchstat's go test inputs). */
const FOLDERS: Record<string, string> = {
  'redis-benchmark': 'redis-benchmark',
  'go-test-bench': 'go-test-bench',
  benchstat: 'benchstat',
  'criterion-rs': 'criterion',
  'rust-libtest-bench': 'rust-libtest',
  wrk: 'wrk',
  k6: 'k6',
}
const OTHER: Record<string, string> = {
  'benchstat/xxhash_asm.txt': 'go-test-bench',
  'benchstat/xxhash_purego.txt': 'go-test-bench',
}
/** Not outputs of the text formats: stderr captures, and k6's JSON exports (another parser's format). */
const notMine = (name: string) => name.endsWith('.stderr') || name.endsWith('.json') || name.endsWith('.ndjson')

function cases(): Array<{ name: string; id: string; input: ParserInput }> {
  const out: Array<{ name: string; id: string; input: ParserInput }> = []
  for (const [folder, id] of Object.entries(FOLDERS)) {
    const dir = join(REAL, folder)
    if (!existsSync(dir)) continue
    for (const name of readdirSync(dir).sort()) {
      const full = join(dir, name)
      if (statSync(full).isDirectory()) {
        out.push({
          name: `${folder}/${name}/`,
          id,
          input: { files: walk(full).map((f) => ({ path: f, text: readFileSync(f, 'utf8') })) },
        })
      } else if (!notMine(name)) {
        out.push({
          name: `${folder}/${name}`,
          id: OTHER[`${folder}/${name}`] ?? id,
          input: { files: [{ path: full, text: readFileSync(full, 'utf8') }] },
        })
      }
    }
  }
  return out
}

/** The parsers of the text formats this corpus holds. */
const textParsers = parsers.filter((p) => Object.values(FOLDERS).includes(p.id))

describe.skipIf(!SHARED_CORPUS)(corpusSuite('shared corpus of real outputs: text formats'), () => {
  const all = cases()

  it('finds files of every text format', () => {
    expect(new Set(all.map((c) => c.id))).toEqual(new Set(Object.values(FOLDERS)))
  })

  for (const c of all) {
    it(`${c.name} is detected as ${c.id} and parses to at least one result`, () => {
      expect(bestParser(c.input)).toBe(c.id)
      const p = textParsers.find((x) => x.id === c.id)!
      const run = p.parse(c.input)
      expect(run.results.length).toBeGreaterThanOrEqual(1)
      expectValid(run)
    })
  }

  it.skipIf(!existsSync(join(SEEDS, '003_4216bd0919edc9a1.txt')))(
    'reads the redis-benchmark report quoted in seed 003 (a Markdown page)',
    () => {
      const path = join(SEEDS, '003_4216bd0919edc9a1.txt')
      const input = { files: [{ path, text: readFileSync(path, 'utf8') }] }
      expect(bestParser(input)).toBe('redis-benchmark')
      const run = textParsers.find((x) => x.id === 'redis-benchmark')!.parse(input)
      expect(
        run.results.map((r) => [
          r.benchmark,
          r.values.rps!.value,
          r.values.latency!.value,
          r.values.latency!.percentiles!['99'],
        ]),
      ).toEqual([
        ['PING_INLINE', 235849.06, 0.23, 0.367],
        ['PING_MBULK', 224719.11, 0.241, 0.479],
      ])
      expect(run.results[0]!.params).toEqual({ clients: 100, payload: 3, keepAlive: true, multiThread: false })
      expect(run.environment).toEqual({ extra: { 'redis save': '3600 1 300 100 60 10000', 'redis appendonly': 'no' } })
    },
  )

  const failures = join(REAL, '_failures')
  const failed = existsSync(failures) ? readdirSync(failures).sort() : []
  for (const name of failed) {
    it(`_failures/${name} is refused by every text parser with a ParseError`, () => {
      const path = join(failures, name)
      const input = { files: [{ path, text: readFileSync(path, 'utf8') }] }
      for (const p of textParsers) {
        let err: unknown
        try {
          p.parse(input)
        } catch (e) {
          err = e
        }
        expect(err, p.id).toBeInstanceOf(ParseError)
        expect((err as ParseError).message.startsWith(`${path}: line `), p.id).toBe(true)
      }
    })
  }
})

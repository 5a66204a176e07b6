// The JSON-format parsers against the shared corpus of real tool outputs (shared/fixtures/real, beside
// the repository; SHARED_FIXTURES overrides the path). Skipped on a plain clone without it. Every
// JSON output of a JSON format parses to at least one storable result, is detected as that format,
// and no JSON parser claims any other corpus file (text outputs, CSV and markdown reports, failures).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { autocannon } from '../../../../scripts/parsers/autocannon'
import { benchmarkdotnet } from '../../../../scripts/parsers/benchmarkdotnet'
import { genericCsv } from '../../../../scripts/parsers/generic-csv'
import { genericJson } from '../../../../scripts/parsers/generic-json'
import { googleBenchmark } from '../../../../scripts/parsers/google-benchmark'
import { hyperfine } from '../../../../scripts/parsers/hyperfine'
import { jmh } from '../../../../scripts/parsers/jmh'
import { k6Json } from '../../../../scripts/parsers/k6-json'
import { pytestBenchmark } from '../../../../scripts/parsers/pytest-benchmark'
import { topgunLoadHarness } from '../../../../scripts/parsers/topgun-load-harness'
import type { Parser } from '../../../../scripts/parsers/types'
import { bestParser, expectValid } from './helpers'
import { corpusSuite, SHARED_CORPUS } from './shared-corpus'

const corpus = SHARED_CORPUS ?? ''
const present = SHARED_CORPUS !== undefined

/** Corpus folder → the parser of its JSON outputs, and which files of the folder are such outputs. */
const FORMATS: Array<{ folder: string; parser: Parser; match: RegExp }> = [
  { folder: 'benchmarkdotnet', parser: benchmarkdotnet, match: /\.json$/ },
  { folder: 'hyperfine', parser: hyperfine, match: /\.json$/ },
  { folder: 'pytest-benchmark', parser: pytestBenchmark, match: /\.json$/ },
  { folder: 'google-benchmark', parser: googleBenchmark, match: /\.json$/ },
  { folder: 'jmh', parser: jmh, match: /\.json$/ },
  { folder: 'autocannon', parser: autocannon, match: /\.json$/ },
  { folder: 'k6', parser: k6Json, match: /summary-export\.json$/ },
]
const MINE: Parser[] = [...new Set([...FORMATS.map((f) => f.parser), topgunLoadHarness, genericJson, genericCsv])]

function files(dir: string): string[] {
  const out: string[] = []
  for (const e of readdirSync(dir).sort()) {
    const p = join(dir, e)
    if (statSync(p).isDirectory()) out.push(...files(p))
    else if (e !== 'README.md') out.push(p)
  }
  return out
}

const input = (path: string) => ({ files: [{ path, text: readFileSync(path, 'utf8') }] })

describe.skipIf(!present)(corpusSuite('shared corpus: JSON formats'), () => {
  for (const { folder, parser, match } of FORMATS) {
    const dir = join(corpus, folder)
    const own = existsSync(dir) ? files(dir).filter((f) => match.test(f)) : []
    it(`${folder}: has JSON outputs`, () => expect(own.length).toBeGreaterThan(0))
    for (const file of own) {
      it(`${folder}: ${file.slice(dir.length + 1)} parses to results and is detected as ${parser.id}`, () => {
        const inp = input(file)
        const run = parser.parse(inp)
        expect(run.results.length).toBeGreaterThanOrEqual(1)
        expectValid(run)
        expect(bestParser(inp)).toBe(parser.id)
      })
    }
  }

  it('no JSON parser claims another corpus file (text, CSV, markdown, failures)', () => {
    const owned = new Set(
      FORMATS.flatMap(({ folder, match }) =>
        existsSync(join(corpus, folder)) ? files(join(corpus, folder)).filter((f) => match.test(f)) : [],
      ),
    )
    const others = files(corpus).filter((f) => !owned.has(f) && !f.includes('/_sources/'))
    expect(others.length).toBeGreaterThan(0)
    for (const f of others) {
      const inp = input(f)
      for (const p of MINE) expect(p.detect(inp), `${p.id} must not claim ${f}`).toBe(0)
    }
  })
})

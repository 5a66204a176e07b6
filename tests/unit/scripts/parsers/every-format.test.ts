// The checks every format gets, from one table: the registry. Each parser's own fixtures parse like
// their goldens into runs the schema accepts, stamped with the parser's id; a parser that streams
// gives the same run line by line; detection picks each fixture's own parser and no other parser
// claims it. Per-format files keep only what is special to their tool.
import { describe, expect, it } from 'vitest'
import { parsers } from '../../../../scripts/parsers/parser-registry'
import { expectDetection, expectGolden, expectValid, fixtures, streamed } from './helpers'

/** Look-alikes that a parser may score above 0, below their own parser: criterion's `--output-format bencher` prints libtest's lines. */
const LOOKALIKES: Record<string, string[]> = { 'rust-libtest': ['criterion'] }
/** For the same reason criterion's bencher lines score only 0.6 with criterion (ingest then says which it chose). */
const MIN_SCORE: Record<string, number> = { criterion: 0.6 }

describe.each(parsers.map((p) => [p.id, p] as const))('%s', (id, p) => {
  const own = fixtures(id)
  it('has real fixtures', () => expect(own.length).toBeGreaterThanOrEqual(1))
  it.each(own.map((f) => [f.name, f] as const))('parses %s like its golden file, into a valid run', (_, f) => {
    const run = p.parse(f.input)
    expect(run.format).toBe(id)
    expectValid(run)
    expectGolden(f, run)
  })
  const streams = own.filter((f) => p.lines && f.input.files.length === 1)
  if (streams.length) {
    it.each(streams.map((f) => [f.name, f] as const))('streams %s to the same run', (_, f) => {
      expect(streamed(p, f)).toEqual(p.parse(f.input))
    })
  }
  it('detects its own fixtures, and claims no other format’s', () =>
    expectDetection(p, { lookalikes: LOOKALIKES[id], min: MIN_SCORE[id] }))
})

// The verdict proof corpus (tests/fixtures-verdicts/, see its README) is well-formed: every manifest
// parses and has the agreed shape, every file it lists exists, ingest's detection picks the declared
// format for it, the declared parser reads it, and the slowed benchmarks are in every file (so that
// `pnpm bench:verdicts` and the change-point proof never silently measure nothing).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parsers, parserById } from '../../../../scripts/parsers/parser-registry'
import { detect } from '../../../../scripts/write/ingest-core'
import type { ParserInput } from '../../../../scripts/parsers/types'
import { root, walk } from '../../scripts/parsers/helpers'

const corpus = join(root, 'tests/fixtures-verdicts')
const BUSY_SETS = ['go-count1', 'go-count10', 'criterion', 'pytest-benchmark', 'hyperfine']
// The same benchmarks captured again on a core of their own (README: Quiet sets): no busy capture there.
const SETS = [...BUSY_SETS, ...BUSY_SETS.map((s) => `${s}-quiet`)]

interface Variant {
  files: string[]
  dirs?: string[]
  slowed?: string[]
  factor?: number
  measuredFactor?: number
}
interface Manifest {
  tool: string
  format: string
  command: string
  variants: Record<string, Variant>
  busy: string[]
  captures: Record<string, { loadStart: number[]; otherCpu: number }>
}

function manifest(set: string): Manifest {
  return JSON.parse(readFileSync(join(corpus, set, 'manifest.json'), 'utf8')) as Manifest
}

/** A listed file, or a listed criterion target directory (every file below it), as ingest reads it. */
function input(set: string, entry: string): ParserInput {
  const full = join(corpus, set, entry)
  const files = statSync(full).isDirectory() ? walk(full) : [full]
  return { files: files.map((f) => ({ path: relative(root, f), text: readFileSync(f, 'utf8') })) }
}

describe('verdict corpus', () => {
  it('has every agreed set', () => {
    const found = readdirSync(corpus).filter((d) => existsSync(join(corpus, d, 'manifest.json')))
    expect(found.sort()).toEqual([...SETS].sort())
  })

  describe.each(SETS)('%s', (set) => {
    if (!existsSync(join(corpus, set, 'manifest.json'))) {
      it('has a manifest', () => expect.fail(`tests/fixtures-verdicts/${set}/manifest.json is missing`))
      return
    }
    const m = manifest(set)
    const a = m.variants.a
    const b10 = m.variants.b10
    const b30 = m.variants.b30
    const slowed = [...new Set([...(b10?.slowed ?? []), ...(b30?.slowed ?? [])])]

    it('has the agreed manifest shape and counts', () => {
      expect(parserById(m.format), `format ${m.format}`).toBeDefined()
      expect(m.tool).not.toBe('')
      expect(m.command).not.toBe('')
      expect(a?.files.length).toBeGreaterThanOrEqual(10)
      expect(b10?.files.length).toBeGreaterThanOrEqual(6)
      expect(b30?.files.length).toBeGreaterThanOrEqual(6)
      expect(b10?.factor).toBe(1.1)
      expect(b30?.factor).toBe(1.3)
      for (const v of [b10, b30]) {
        expect(v?.slowed?.length).toBe(1)
        // The injected slowdown, measured: within a few % of the nominal factor.
        expect(Math.abs((v?.measuredFactor ?? 0) - (v?.factor ?? 0))).toBeLessThan(0.05)
      }
      const all = Object.values(m.variants).flatMap((v) => v.files)
      expect(all.filter((f) => m.busy.includes(f)).length, 'busy captures').toBe(m.busy.length)
      if (set.endsWith('-quiet')) expect(m.busy, 'busy captures in a quiet set').toEqual([])
      else expect(a?.files.filter((f) => m.busy.includes(f)).length, 'busy A/A captures').toBeGreaterThanOrEqual(3)
      for (const f of all) expect(m.captures[f]?.loadStart, `load average of ${f}`).toHaveLength(3)
    })

    const entries = Object.entries(m.variants).flatMap(([v, e]) =>
      [...e.files, ...(e.dirs ?? [])].map((f) => [v, f] as const),
    )
    it.each(entries)('%s: %s is read as declared, with the slowed benchmarks', (_v, entry) => {
      expect(existsSync(join(corpus, set, entry)), entry).toBe(true)
      const inp = input(set, entry)
      expect(detect(inp, parsers).parser.id).toBe(m.format)
      const run = parserById(m.format)!.parse(inp)
      expect(run.format).toBe(m.format)
      const names = new Set(run.results.map((r) => r.benchmark))
      for (const s of slowed) expect(names, `${entry} names ${[...names].join(', ')}`).toContain(s)
      expect(names.size).toBeGreaterThanOrEqual(3)
    })
  })
})

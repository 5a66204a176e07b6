// Every BENCH_* environment variable the code reads is in CONTRIBUTING.md's table, and every one in the
// table is still read somewhere: knobs do not pile up unseen (issue: "the BENCH_* variables reduced
// to the documented ones").
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const DIRS = [
  'scripts',
  '.vitepress',
  'components',
  'data/schema',
  'data/numbers',
  'data/analysis',
  'tests',
  '.github',
  '.ci',
]
// The verdict corpus's benchmark programs are not the site's code: their BENCH_SLOW is documented in
// tests/fixtures-verdicts/README.md, beside the captures it made.
const SKIP = /node_modules|\/dist|\/cache|\.screenshots|\.tmp|fixtures-verdicts/
/** Names that look like variables but are not read from the environment. */
const NOT_ENV = new Set(['BENCH_LINE'])

function files(dir: string): string[] {
  const out: string[] = []
  for (const e of readdirSync(dir)) {
    const p = join(dir, e)
    if (SKIP.test(p)) continue
    if (statSync(p).isDirectory()) out.push(...files(p))
    else if (/\.(ts|vue|cjs|js|mjs|yml|go)$/.test(e) || e === 'run') out.push(p)
  }
  return out
}

const names = (text: string) =>
  new Set([...text.matchAll(/\b(?:VITE_)?BENCH_[A-Z0-9_]+\b/g)].map((m) => m[0]).filter((n) => !NOT_ENV.has(n)))

test('CONTRIBUTING.md documents every BENCH_* variable the code reads, and no other', () => {
  const read = new Set<string>()
  for (const d of DIRS)
    for (const f of files(join(ROOT, d)))
      if (!f.endsWith('env-vars.test.ts')) for (const n of names(readFileSync(f, 'utf8'))) read.add(n)
  const guide = readFileSync(join(ROOT, 'CONTRIBUTING.md'), 'utf8')
  const table = guide.slice(guide.indexOf('Environment variables ('))
  const documented = names(table.slice(0, table.indexOf('\n\n', table.indexOf('| variable |'))))
  expect([...read].filter((n) => !documented.has(n)).sort(), 'read but not in the table of CONTRIBUTING.md').toEqual([])
  expect(
    [...documented].filter((n) => !read.has(n)).sort(),
    'in the table of CONTRIBUTING.md but read nowhere',
  ).toEqual([])
  // A cap that keeps the knobs few: 22 with the change-point and hostile-line benches' scale settings.
  expect(documented.size).toBeLessThanOrEqual(22)
})

// `pnpm ingest <fixture> --dry-run --json` for every fixture, compared byte for byte with a committed
// golden in tests/golden/ingest/ (rewritten when UPDATE_GOLDEN=1). Refactors of parsers, the numbers
// module or the store must leave what ingest would write unchanged; a changed golden shows in review.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { main } from '../../scripts/commands/ingest'
import { parsers } from '../../scripts/parsers/parser-registry'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const FIXTURES = join(ROOT, 'tests/fixtures')
const GOLDEN = join(ROOT, 'tests/golden/ingest')
const cwd = mkdtempSync(join(tmpdir(), 'ingest-golden-'))

/** Inputs a user would hand to ingest: each file or folder of a format's fixtures (not the failures in `_*`);
 *  folders not named after a format (tests/fixtures/workflows) are other tests' inputs. */
export function fixtureInputs(): { format: string; name: string }[] {
  const out: { format: string; name: string }[] = []
  const ids = new Set(parsers.map((p) => p.id))
  for (const format of readdirSync(FIXTURES).sort()) {
    if (!ids.has(format)) continue
    for (const name of readdirSync(join(FIXTURES, format)).sort()) {
      if (name === 'README.md' || name.startsWith('_') || name.startsWith('.') || name.endsWith('.expected.json'))
        continue
      out.push({ format, name })
    }
  }
  return out
}

/** stdout and exit status of a dry run, on a fixed clock (runs without a date in the input get "today"). */
export async function dryRun(input: string, dir: string): Promise<string> {
  let stdout = ''
  const code = await main(
    [
      input,
      '--dry-run',
      '--json',
      '--suite',
      'golden',
      '--create',
      '--title',
      'Golden',
      '--project',
      'Golden',
      '--data-dir',
      'data',
    ],
    {
      stdout: (s) => (stdout += s),
      stderr: () => {},
      isTTY: false,
      cwd: dir,
    },
  )
  // Warnings name the input by its absolute path: the checkout's place is not part of the golden.
  return `exit ${code}\n${stdout.split(FIXTURES).join('tests/fixtures')}`
}

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-01-02T03:04:05Z'))
})
afterAll(() => {
  vi.useRealTimers()
  rmSync(cwd, { recursive: true, force: true })
})

describe('ingest --dry-run --json of every fixture matches its golden', () => {
  const inputs = fixtureInputs()
  test('there are fixtures', () => expect(inputs.length).toBeGreaterThan(40))
  for (const { format, name } of inputs) {
    test(`${format}/${name}`, async () => {
      const got = await dryRun(join(FIXTURES, format, name), cwd)
      const file = join(GOLDEN, format, `${name}.txt`)
      if (process.env.UPDATE_GOLDEN === '1' || !existsSync(file)) {
        mkdirSync(dirname(file), { recursive: true })
        writeFileSync(file, got)
        if (process.env.UPDATE_GOLDEN !== '1') throw new Error(`${file}: no golden yet; wrote one, check it in`)
      }
      expect(got).toBe(readFileSync(file, 'utf8'))
    })
  }
})

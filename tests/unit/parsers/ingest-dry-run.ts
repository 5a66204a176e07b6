// `pnpm ingest <fixture> --dry-run --json` into a new suite, the way a maintainer reads a capture:
// its main() in-process, in a temporary folder, returning the run it would write.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll } from 'vitest'
import { main } from '../../../scripts/ingest'
import { fixturesDir } from './helpers'

export interface Out {
  code: number
  format?: string
  results: Array<{
    benchmark: string
    params?: Record<string, unknown>
    values: Record<string, Record<string, unknown>>
  }>
  failures?: Array<{ benchmark: string; message?: string }>
  warnings: string[]
  error?: string
}

const cwd = mkdtempSync(join(tmpdir(), 'ingest-dry-run-'))
afterAll(() => rmSync(cwd, { recursive: true, force: true }))

/** `pnpm ingest tests/fixtures/<path> --dry-run --json` into a new suite; the run it would write. */
export async function ingest(path: string, ...extra: string[]): Promise<Out> {
  let stdout = ''
  const args = [join(fixturesDir, path), '--dry-run', '--json', '--suite', 's', '--create', '--title', 'S']
  const code = await main([...args, '--project', 'P', '--data-dir', 'data', ...extra], {
    stdout: (s) => (stdout += s),
    stderr: () => {},
    isTTY: false,
    cwd,
  })
  const j = JSON.parse(stdout) as {
    format?: string
    run?: { results: Out['results']; failures?: Out['failures'] }
    warnings?: string[]
    error?: string
  }
  const { format, run, warnings = [], error } = j
  return { code, format, results: run?.results ?? [], failures: run?.failures, warnings, error }
}

/** A result's benchmark and parameters, as one string to compare lists with. */
export const key = (r: Out['results'][number]): string => `${r.benchmark} ${JSON.stringify(r.params ?? {})}`

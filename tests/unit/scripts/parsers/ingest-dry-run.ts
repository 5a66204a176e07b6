// `pnpm ingest <fixture> --dry-run --json` into a new suite, the way a maintainer reads a capture:
// its main() in-process, in a temporary folder, returning the run it would write.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { main } from '../../../../scripts/commands/ingest'
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

/**
 * `pnpm ingest tests/fixtures/<path> --dry-run --json` into a new suite; the run it would write. A path
 * starting with "./" is left to ingest, in the fresh folder it runs in (a file a --run command writes).
 */
export async function ingest(path: string, ...extra: string[]): Promise<Out> {
  let stdout = ''
  // A folder per call: test files share this module (isolate: false), so one folder could be removed
  // by a file that finished while another still ran in it.
  const cwd = mkdtempSync(join(tmpdir(), 'ingest-dry-run-'))
  const args = [
    path.startsWith('./') ? path : join(fixturesDir, path),
    '--dry-run',
    '--json',
    '--suite',
    's',
    '--create',
    '--title',
    'S',
  ]
  let code: number
  try {
    code = await main([...args, '--project', 'P', '--data-dir', 'data', ...extra], {
      stdout: (s) => (stdout += s),
      stderr: () => {},
      isTTY: false,
      cwd,
    })
  } finally {
    rmSync(cwd, { recursive: true, force: true })
  }
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

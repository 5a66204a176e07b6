// Issue 45: the output variants that real runs print and that were refused, each captured here by
// running the tool (tests/fixtures/<format>/README.md gives command, version and date) and read the
// way a maintainer would, through `pnpm ingest` (its main(), a dry run printing the run as JSON).
// Every number below was read off the captured text by hand.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { main } from '../../../scripts/ingest'
import { fixturesDir } from './helpers'

interface Out {
  code: number
  format?: string
  results: Array<{
    benchmark: string
    params?: Record<string, unknown>
    values: Record<string, Record<string, unknown>>
  }>
  error?: string
}

const cwd = mkdtempSync(join(tmpdir(), 'variants-3-'))
afterAll(() => rmSync(cwd, { recursive: true, force: true }))

/** `pnpm ingest tests/fixtures/<path> --dry-run --json` into a new suite; the run it would write. */
async function ingest(path: string, ...extra: string[]): Promise<Out> {
  let stdout = ''
  const args = [join(fixturesDir, path), '--dry-run', '--json', '--suite', 's', '--create', '--title', 'S']
  const code = await main([...args, '--project', 'P', '--data-dir', 'data', ...extra], {
    stdout: (s) => (stdout += s),
    stderr: () => {},
    isTTY: false,
    cwd,
  })
  const j = JSON.parse(stdout) as { format?: string; run?: { results: Out['results'] }; error?: string }
  return { code, format: j.format, results: j.run?.results ?? [], error: j.error }
}

const key = (r: Out['results'][number]) => `${r.benchmark} ${JSON.stringify(r.params ?? {})}`

describe('fio normal output: several jobs, latencies with a k multiplier', () => {
  it('numjobs=3: three blocks of one name told apart by "job"; max=20053k is 20,053,000 ns', async () => {
    const o = await ingest('fio-text/numjobs3_write_k_max.txt')
    expect(o.code).toBe(0)
    expect(o.format).toBe('fio-text')
    expect(o.results.map((r) => [r.benchmark, r.params?.job])).toEqual([
      ['seqwrite', 1],
      ['seqwrite', 2],
      ['seqwrite', 3],
    ])
    expect(o.results[0]!.values.latency).toMatchObject({ value: 1507.89, min: 500, max: 20053000, stddev: 61586.91 })
    expect(o.results[1]!.values.latency).toMatchObject({ max: 28601000 })
    expect(o.results[2]!.values.latency).toMatchObject({ max: 35664000 })
    expect(o.results[0]!.values.latency!.percentiles).toMatchObject({ '99.99': 1482752 })
    expect(o.results[0]!.values.iops).toEqual({ value: 456000 })
  })

  it('a job file with two jobs, one of them numjobs=2', async () => {
    const o = await ingest('fio-text/two_jobs_numjobs2.txt')
    expect(o.code).toBe(0)
    expect(o.results.map(key)).toEqual([
      'reader {"rw":"read","job":1,"ioengine":"psync","iodepth":1}',
      'reader {"rw":"read","job":2,"ioengine":"psync","iodepth":1}',
      'writer {"rw":"write","ioengine":"psync","iodepth":1}',
    ])
    expect(o.results[1]!.values.latency).toMatchObject({ value: 338360, min: 22000, max: 34531000 })
    expect(o.results[2]!.values.latency).toMatchObject({ value: 1809.36, min: 564, max: 17015000 })
    expect(o.results[2]!.values.iops).toEqual({ value: 364000 })
  })
})

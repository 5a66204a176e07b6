// `pnpm suite --unit id=unit`: a metric whose input named no unit (an imported custom history: every
// number read "169.05 value") gets one; a metric stored in a unit already is refused another, which would
// misread every number of its runs.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { main as ingest } from '../../scripts/commands/ingest'
import { main as suite } from '../../scripts/commands/suite'

const dir = mkdtempSync(join(tmpdir(), 'suite-unit-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

test('--unit sets the unit of a metric stored as "value", and only of such a metric', async () => {
  // The shape github-action-benchmark's custom tools take, with the unit left empty.
  writeFileSync(join(dir, 'in.json'), '[{"name":"load","unit":"","value":169.05}]')
  const quiet = { stdout: () => {}, stderr: () => {}, isTTY: false, cwd: dir }
  const args = ['--format', 'custom-smaller-is-better', '--new-suite', 'cu', '--title', 'cu', '--project', 'cu']
  expect(await ingest(['in.json', ...args, '--data-dir', 'data'], quiet)).toBe(0)
  const metric = () =>
    (JSON.parse(readFileSync(join(dir, 'data/cu/suite.json'), 'utf8')) as { metrics: Record<string, { unit: string }> })
      .metrics.value!
  expect(metric().unit).toBe('value')
  let err = ''
  const io = { stdout: () => {}, stderr: (s: string) => (err += s), cwd: dir }
  expect(await suite(['cu', '--data-dir', 'data', '--unit', 'value=ms'], io)).toBe(0)
  expect(metric().unit).toBe('ms')
  expect(await suite(['cu', '--data-dir', 'data', '--unit', 'value=MB'], io)).toBe(2)
  expect(err).toContain("--unit value: its runs' numbers are in ms already")
  expect(await suite(['cu', '--data-dir', 'data', '--unit', 'valu=ms'], io)).toBe(2)
  expect(err).toContain('did you mean "value"?')
})

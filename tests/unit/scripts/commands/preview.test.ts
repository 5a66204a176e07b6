// `pnpm preview`: --help prints its options, and a taken port is one line naming the port and --port
// (it was a 20-line stack trace), with a non-zero exit.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'

const tsx = resolve('node_modules/.bin/tsx')
const dir = mkdtempSync(join(tmpdir(), 'preview-cli-'))
writeFileSync(join(dir, 'index.html'), '<p>hi</p>')
afterAll(() => rmSync(dir, { recursive: true, force: true }))
const preview = (args: string[]) =>
  spawnSync(tsx, ['scripts/commands/preview.ts', ...args], { encoding: 'utf8', timeout: 30_000 })

describe('pnpm preview', () => {
  test('--help lists --port', () => {
    const r = preview(['--help'])
    expect(r.status).toBe(0)
    expect(r.stdout).toContain('--port <n>')
  })
  test('a busy port: one line naming it and --port, exit status 1', async () => {
    const taken = createServer()
    await new Promise<void>((ok) => taken.listen(0, '127.0.0.1', ok))
    const port = (taken.address() as { port: number }).port
    try {
      const r = preview(['--port', String(port), '--dir', dir])
      expect(r.status).toBe(1)
      expect(r.stderr).toBe(
        `error: port ${port} on 127.0.0.1 is in use (another preview or dev server?): stop it, or pick another port with --port ${port + 1}\n`,
      )
    } finally {
      taken.close()
    }
  })
  test('an unknown option or a bad port: one line, exit status 2', () => {
    expect(preview(['--prot', '1'])).toMatchObject({
      status: 2,
      stderr: "error: Unknown option '--prot'; did you mean --port? (pnpm preview --help lists the options)\n",
    })
    expect(preview(['--port', 'x', '--dir', dir])).toMatchObject({
      status: 2,
      stderr: 'error: --port x: expected a port number such as 4173\n',
    })
  })
})

// The GitHub Actions workflows: linted with actionlint where it is installed, and checked for the
// rules that keep previews safe for pull requests from forks.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { homedir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

const dir = '.github/workflows'
const files = readdirSync(dir).filter((f) => f.endsWith('.yml'))
const load = (f: string) => parse(readFileSync(join(dir, f), 'utf8')) as Record<string, any>
const actionlint = [process.env.ACTIONLINT, join(homedir(), 'go/bin/actionlint'), '/usr/local/bin/actionlint']
  .find((p) => p && existsSync(p)) ?? (spawnSync('actionlint', ['-version']).status === 0 ? 'actionlint' : undefined)

describe('workflows', () => {
  it.skipIf(!actionlint)('pass actionlint', () => {
    expect(() => execFileSync(actionlint!, { stdio: 'pipe' })).not.toThrow()
  })

  it('cover tests, deploy, preview build, publish and removal', () => {
    expect(files.sort()).toEqual(['deploy.yml', 'pr-preview-build.yml', 'pr-preview-publish.yml', 'pr-preview-remove.yml', 'test.yml'])
  })

  it('run the PR code only without secrets and with a read-only token', () => {
    const build = load('pr-preview-build.yml')
    expect(Object.keys(build.on)).toEqual(['pull_request'])
    expect(build.permissions).toEqual({ contents: 'read' })
    expect(readFileSync(join(dir, 'pr-preview-build.yml'), 'utf8')).not.toMatch(/secrets\./)
  })

  it('never check out pull request code where the token can write', () => {
    for (const f of ['pr-preview-publish.yml', 'pr-preview-remove.yml']) {
      const steps = Object.values(load(f).jobs).flatMap((j: any) => j.steps)
      for (const s of steps.filter((x: any) => String(x.uses ?? '').startsWith('actions/checkout'))) {
        expect(s.with?.ref, f).toBe('gh-pages')
      }
      expect(readFileSync(join(dir, f), 'utf8'), f).not.toMatch(/head\.(sha|ref)|pull_request\.head/)
    }
  })

  it('deploy main without wiping previews', () => {
    const steps = load('deploy.yml').jobs.deploy.steps
    expect(steps.find((s: any) => String(s.uses).startsWith('JamesIves/github-pages-deploy-action')).with['clean-exclude']).toBe('pr-preview/')
  })
})

// The GitHub Actions workflows: linted with actionlint where it is installed, and checked for the
// rules that keep previews safe for pull requests from forks.
import { execFileSync, spawnSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { homedir, tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { auditArtifacts, evaluate, isPrivileged, unpinned, type Workflow } from './workflow-audit'

const dir = '.github/workflows'
const files = readdirSync(dir).filter((f) => f.endsWith('.yml'))
const load = (f: string) => parse(readFileSync(join(dir, f), 'utf8')) as Record<string, any>
const actionlint =
  [process.env.ACTIONLINT, join(homedir(), 'go/bin/actionlint'), '/usr/local/bin/actionlint'].find(
    (p) => p && existsSync(p),
  ) ?? (spawnSync('actionlint', ['-version']).status === 0 ? 'actionlint' : undefined)

const loadAction = () => parse(readFileSync('action.yml', 'utf8')) as Record<string, any>

/** The YAML workflows of docs/guide/ci.md, in order. */
function guideWorkflows(): string[] {
  const md = readFileSync('docs/guide/ci.md', 'utf8')
  return [...md.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!).filter((b) => /^jobs:/m.test(b))
}

/**
 * A project for actionlint: the action's steps as a reusable workflow (its inputs as workflow_call's, so
 * that every expression and script is checked the way a workflow's are), and the guide's workflows using
 * the action from the project root (`uses: ./`), so that actionlint checks their inputs against action.yml.
 */
function actionProject(): string {
  const dir = mkdtempSync(join(tmpdir(), 'actionlint-'))
  const wf = join(dir, '.github/workflows')
  mkdirSync(wf, { recursive: true })
  execFileSync('git', ['init', '-q', dir]) // actionlint finds the project by its repository
  cpSync('action.yml', join(dir, 'action.yml'))
  const a = loadAction()
  const inputs = Object.fromEntries(
    Object.entries(a.inputs as Record<string, any>).map(([k, v]) => [
      k,
      { type: 'string', required: false, ...(v.default !== undefined ? { default: v.default } : {}) },
    ]),
  )
  const steps = {
    name: 'action steps',
    on: { workflow_call: { inputs } },
    permissions: { contents: 'read' },
    jobs: { action: { 'runs-on': 'ubuntu-latest', steps: a.runs.steps } },
  }
  writeFileSync(join(wf, 'action-steps.yml'), stringify(steps))
  guideWorkflows().forEach((b, i) =>
    writeFileSync(join(wf, `guide-${i}.yml`), b.replace(/uses: [\w-]+\/bench-pages@\S+/g, 'uses: ./')),
  )
  return dir
}

describe('workflows', () => {
  it.skipIf(!actionlint)('pass actionlint', () => {
    expect(() => execFileSync(actionlint!, { stdio: 'pipe' })).not.toThrow()
  })

  it.skipIf(!actionlint)('the action (action.yml) and the guide’s workflows pass actionlint', () => {
    const dir = actionProject()
    try {
      const r = spawnSync(actionlint!, ['-no-color'], { cwd: dir, encoding: 'utf8' })
      expect(r.stdout + r.stderr).toBe('')
      expect(r.status).toBe(0)
      // The lint sees the action's steps: a step output that no step sets is caught.
      const steps = join(dir, '.github/workflows/action-steps.yml')
      writeFileSync(
        steps,
        readFileSync(steps, 'utf8').replace('steps.bench.outputs.regressed', 'steps.bnech.outputs.regressed'),
      )
      const bad = spawnSync(actionlint!, ['-no-color'], { cwd: dir, encoding: 'utf8' })
      expect(bad.stdout).toMatch(/bnech/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('the guide’s workflow fits in 25 lines and names only inputs the action has', () => {
    const blocks = guideWorkflows()
    expect(blocks.length).toBeGreaterThanOrEqual(2)
    expect(blocks[0]!.split('\n').filter(Boolean).length).toBeLessThanOrEqual(25)
    const inputs = Object.keys(loadAction().inputs)
    for (const b of blocks)
      for (const step of Object.values(parse(b).jobs).flatMap((j: any) => j.steps))
        if (String((step as any).uses).includes('/bench-pages@'))
          for (const k of Object.keys((step as any).with ?? {})) expect(inputs).toContain(k)
    expect(unpinned({ on: 'push', jobs: { action: { steps: loadAction().runs.steps } } }, 'action.yml')).toEqual([])
  })

  it('cover tests, deploy, preview build, publish and removal', () => {
    expect(files.sort()).toEqual([
      'deploy.yml',
      'pr-preview-approve.yml',
      'pr-preview-build.yml',
      'pr-preview-publish.yml',
      'pr-preview-remove.yml',
      'test.yml',
    ])
  })

  it('run the PR code only without secrets and with a read-only token', () => {
    const build = load('pr-preview-build.yml')
    expect(Object.keys(build.on)).toEqual(['pull_request'])
    expect(build.permissions).toEqual({ contents: 'read' })
    expect(readFileSync(join(dir, 'pr-preview-build.yml'), 'utf8')).not.toMatch(/secrets\./)
  })

  it('never check out pull request code where the token can write', () => {
    for (const f of ['pr-preview-approve.yml', 'pr-preview-publish.yml', 'pr-preview-remove.yml']) {
      const steps = Object.values(load(f).jobs).flatMap((j: any) => j.steps)
      for (const s of steps.filter((x: any) => String(x.uses ?? '').startsWith('actions/checkout'))) {
        // gh-pages to publish on, or the default branch's own scripts: never the pull request's ref.
        expect(['gh-pages', '${{ github.event.repository.default_branch }}'], f).toContain(s.with?.ref)
      }
      expect(readFileSync(join(dir, f), 'utf8'), f).not.toMatch(
        /head\.(sha|ref)\b|head_sha|head_branch|pull_request\.head\.(sha|ref)/,
      )
    }
  })

  it('keep no token in .git/config after a checkout, but where the job pushes with git itself', () => {
    // A token left there is readable by whatever the job builds or publishes (issue 47: a linked raw
    // file published .git/config). pr-preview-remove.yml pushes its deletion with `git push`.
    const kept = files.flatMap((f) =>
      Object.entries(load(f).jobs).flatMap(([job, j]: [string, any]) =>
        j.steps
          .filter((s: any) => String(s.uses ?? '').startsWith('actions/checkout'))
          .filter((s: any) => s.with?.['persist-credentials'] !== false)
          .map(() => `${f} ${job}`),
      ),
    )
    expect(kept).toEqual(['pr-preview-remove.yml remove'])
  })

  it('pin every action to a commit SHA', () => {
    expect(files.flatMap((f) => unpinned(load(f) as Workflow, f))).toEqual([])
    expect(unpinned({ on: 'push', jobs: { a: { steps: [{ uses: 'actions/checkout@v4' }] } } }, 'x.yml')).toEqual([
      'x.yml a: actions/checkout@v4 is not pinned to a commit SHA',
    ])
  })

  it('never let an artifact decide a path, a ref or an API call in a privileged job', () => {
    const privileged = files.filter((f) => isPrivileged(load(f) as Workflow))
    expect(privileged.sort()).toEqual(['pr-preview-approve.yml', 'pr-preview-publish.yml', 'pr-preview-remove.yml'])
    for (const f of privileged) expect(auditArtifacts(load(f) as Workflow, f)).toEqual([])
  })

  it('the audit rejects the publisher that trusted the artifact, and each way back to it', () => {
    const old = parse(readFileSync('tests/fixtures/workflows/unsafe-publish.yml', 'utf8')) as Workflow
    expect(auditArtifacts(old, 'old.yml')).toEqual([
      'old.yml publish: step 2 (pr) reads the artifact in a shell step',
      'old.yml publish: step 4 (Post or update the preview comment) reads the artifact outside the trusted checker',
      'old.yml publish: step 3 (JamesIves/github-pages-deploy-action@v4) uses an output of step pr, which read the artifact',
      'old.yml publish: step 4 (Post or update the preview comment) uses an output of step pr, which read the artifact',
    ])
    const mutate = (edit: (steps: any[]) => void) => {
      const wf = load('pr-preview-publish.yml') as Workflow
      edit(wf.jobs.publish!.steps!)
      return auditArtifacts(wf, 'p.yml')
    }
    // A shell step that reads the claimed number, feeding the deploy folder.
    expect(
      mutate((s) => {
        s.splice(3, 0, { id: 'claim', run: 'echo "n=$(cat preview-out/pr-number)" >> "$GITHUB_OUTPUT"' })
        s.find((x) => x.with?.['target-folder']).with['target-folder'] = 'pr-preview/pr-${{ steps.claim.outputs.n }}'
      }),
    ).toEqual([
      'p.yml publish: step 4 (claim) reads the artifact in a shell step',
      'p.yml publish: step 6 (JamesIves/github-pages-deploy-action@881db5376404c5c8d621010bcbec0310b58d5e29) uses an output of step claim, which read the artifact',
    ])
    // A script that reads the artifact itself rather than through the trusted checker.
    expect(
      mutate((s) => {
        s[1].with.script =
          "const n = require('fs').readFileSync('preview-out/pr-number', 'utf8'); core.setOutput('number', n)"
      }),
    ).toContain('p.yml publish: step 2 (pr) reads the artifact outside the trusted checker')
    // An artifact file handed to an action input that names a location.
    expect(
      mutate((s) => {
        s.find((x) => x.with?.['target-folder']).with['target-folder'] = 'preview-out/target'
      }),
    ).toContain(
      'p.yml publish: step 5 (JamesIves/github-pages-deploy-action@881db5376404c5c8d621010bcbec0310b58d5e29) takes target-folder from the artifact',
    )
  })

  it("take a fork's preview label off on every event that can change its head, and record each approval", () => {
    const wf = load('pr-preview-approve.yml')
    // A build runs on each of these; a head that changed needs a new label (labeled itself records one).
    const builds = load('pr-preview-build.yml').on.pull_request.types as string[]
    expect(builds.filter((t) => t !== 'labeled' && t !== 'opened').sort()).toEqual(['reopened', 'synchronize'])
    expect(wf.on.pull_request_target.types).toEqual(['labeled', 'synchronize', 'reopened'])
    const ctx = (action: string, repo: string, label?: string) => ({
      github: {
        repository: 'acme/bench',
        event: {
          action,
          label: label ? { name: label } : undefined,
          pull_request: { head: { repo: { full_name: repo } } },
        },
      },
    })
    for (const action of ['synchronize', 'reopened']) {
      expect(evaluate(wf.jobs.revoke.if, ctx(action, 'evil/bench')), action).toBe(true)
      expect(evaluate(wf.jobs.revoke.if, ctx(action, 'acme/bench')), action).toBe(false)
      expect(evaluate(wf.jobs.approve.if, ctx(action, 'evil/bench')), action).toBe(false)
    }
    expect(evaluate(wf.jobs.approve.if, ctx('labeled', 'evil/bench', 'preview'))).toBe(true)
    expect(evaluate(wf.jobs.approve.if, ctx('labeled', 'evil/bench', 'bug'))).toBe(false)
    expect(evaluate(wf.jobs.revoke.if, ctx('labeled', 'evil/bench', 'preview'))).toBe(false)
    expect(wf.permissions).toEqual({ contents: 'read', 'pull-requests': 'write', statuses: 'write' })
  })

  it('deploy main without wiping previews', () => {
    const steps = load('deploy.yml').jobs.deploy.steps
    expect(
      steps.find((s: any) => String(s.uses).startsWith('JamesIves/github-pages-deploy-action')).with['clean-exclude'],
    ).toBe('pr-preview/')
  })
})

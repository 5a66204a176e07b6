// The preview publisher, run as GitHub would run it: the steps of pr-preview-publish.yml are executed
// in order against a fake GitHub API and a forged artifact, the way a fork's pull request could craft
// one. Whatever the artifact claims, only the pull request derived from the triggering run may get a
// preview folder and a comment, and a fork only with the maintainer's label.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { evaluate, type Step, type Workflow } from './workflow-audit'

const OWNER = 'acme'
const REPO = 'bench'
const SHA = 'a'.repeat(40)
const workflow = parse(readFileSync('.github/workflows/pr-preview-publish.yml', 'utf8')) as Workflow
const trusted = createRequire(import.meta.url)(resolve('.github/scripts/preview-publish.cjs')) as {
  MARKER: string
  BOT: string
  APPROVAL: string
}

interface Pull {
  number: number
  head: { sha: string; repo: { full_name: string } }
  labels: { name: string }[]
}
interface Comment {
  id: number
  body: string
  user: { login: string }
}
interface Status {
  context: string
  state: string
  creator: { login: string }
}
interface World {
  pulls: Pull[]
  comments: Record<number, Comment[]>
  artifact: (dir: string) => void
  headRepo?: string
  branch?: string
  /** Commit statuses by commit, newest first (as GitHub lists them). */
  statuses?: Record<string, Status[]>
  /** The head commit of the build that triggered the publisher (default SHA). */
  headSha?: string
  /** The event payload, for a job run on a pull_request_target event rather than workflow_run. */
  event?: Record<string, unknown>
  /** The token's permissions: the workflow's `permissions:` (publish() sets the publisher's). */
  permissions?: Record<string, string>
}
interface Outcome {
  deployed: string[]
  created: { issue: number; body: string }[]
  updated: number[]
  info: string[]
  error?: string
  listedHead?: string
}

function fakeGithub(world: World, out: Outcome) {
  const rest = {
    pulls: {
      list: async (p: { head: string }) => {
        out.listedHead = p.head
        return { data: world.pulls }
      },
    },
    repos: {
      listCommitStatusesForRef: async (p: { ref: string }) => ({ data: world.statuses?.[p.ref] ?? [] }),
      createCommitStatus: async (p: { sha: string; context: string; state: string }) => {
        world.statuses ??= {}
        ;(world.statuses[p.sha] ??= []).unshift({ context: p.context, state: p.state, creator: { login: trusted.BOT } })
      },
    },
    issues: {
      removeLabel: async (p: { issue_number: number; name: string }) => {
        const pr = world.pulls.find((x) => x.number === p.issue_number)
        if (pr) pr.labels = pr.labels.filter((l) => l.name !== p.name)
      },
      listComments: async (p: { issue_number: number }) => ({ data: world.comments[p.issue_number] ?? [] }),
      createComment: async (p: { issue_number: number; body: string }) => {
        out.created.push({ issue: p.issue_number, body: p.body })
      },
      updateComment: async (p: { comment_id: number }) => {
        out.updated.push(p.comment_id)
      },
    },
  }
  // Each call needs its scope in the workflow's `permissions:`, as GitHub's token enforces.
  const needs: Record<string, [string, 'read' | 'write']> = {
    'pulls.list': ['pull-requests', 'read'],
    'repos.listCommitStatusesForRef': ['statuses', 'read'],
    'repos.createCommitStatus': ['statuses', 'write'],
    'issues.removeLabel': ['pull-requests', 'write'],
    'issues.listComments': ['pull-requests', 'read'],
    'issues.createComment': ['pull-requests', 'write'],
    'issues.updateComment': ['pull-requests', 'write'],
  }
  for (const [group, fns] of Object.entries(rest) as [string, Record<string, (p: any) => Promise<unknown>>][]) {
    for (const [name, fn] of Object.entries(fns)) {
      const [scope, level] = needs[`${group}.${name}`]!
      const granted = world.permissions?.[scope]
      fns[name] = async (p: unknown) => {
        if (granted !== 'write' && granted !== level)
          throw new Error(`Resource not accessible by integration (${group}.${name} needs ${scope}: ${level})`)
        return fn(p)
      }
    }
  }
  const paginate = async (fn: (p: any) => Promise<{ data: unknown[] }>, p: unknown) => (await fn(p)).data
  return { rest, paginate }
}

// Replaces ${{ steps.X.outputs.Y }} and the few event expressions the workflow uses.
function expand(text: string, outputs: Record<string, Record<string, string>>): string {
  return text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expr: string) => {
    const m = /^steps\.([\w-]+)\.outputs\.([\w-]+)$/.exec(expr)
    if (m) return outputs[m[1]!]?.[m[2]!] ?? ''
    if (expr === 'github.event.workflow_run.id') return '123'
    if (expr === 'github.event.repository.default_branch') return 'main'
    if (expr === 'secrets.GITHUB_TOKEN') return 'token'
    throw new Error(`unexpected expression ${expr}`)
  })
}

function condition(cond: string | undefined, outputs: Record<string, Record<string, string>>): boolean {
  if (!cond) return true
  const m = /^steps\.([\w-]+)\.outputs\.([\w-]+) == '(.*)'$/.exec(cond.trim())
  if (!m) throw new Error(`unexpected condition ${cond}`)
  return outputs[m[1]!]?.[m[2]!] === m[3]
}

async function runStep(
  s: Step,
  ws: string,
  world: World,
  out: Outcome,
  outputs: Record<string, Record<string, string>>,
) {
  const uses = String(s.uses ?? '').split('@')[0]
  const w = Object.fromEntries(Object.entries(s.with ?? {}).map(([k, v]) => [k, expand(String(v), outputs)]))
  if (uses === 'actions/checkout') {
    // The trusted script comes from the default branch: this repository's own copy.
    mkdirSync(join(ws, w.path!, '.github'), { recursive: true })
    symlinkSync(resolve('.github/scripts'), join(ws, w.path!, '.github/scripts'))
  } else if (uses === 'actions/download-artifact') {
    const dir = join(ws, w.path!)
    mkdirSync(dir, { recursive: true })
    world.artifact(dir)
  } else if (uses === 'JamesIves/github-pages-deploy-action') {
    out.deployed.push(w['target-folder']!)
  } else if (uses === 'actions/github-script') {
    const env = Object.fromEntries(Object.entries(s.env ?? {}).map(([k, v]) => [k, expand(String(v), outputs)]))
    const id = s.id ?? '_'
    outputs[id] = {}
    const core = {
      info: (m: string) => {
        out.info.push(m)
      },
      setOutput: (k: string, v: string) => {
        outputs[id]![k] = v
      },
    }
    const context = {
      repo: { owner: OWNER, repo: REPO },
      payload: world.event ?? {
        workflow_run: {
          event: 'pull_request',
          conclusion: 'success',
          head_sha: world.headSha ?? SHA,
          head_branch: world.branch ?? 'main',
          head_repository: {
            full_name: world.headRepo ?? 'evil/bench',
            owner: { login: (world.headRepo ?? 'evil/bench').split('/')[0] },
          },
        },
      },
    }
    const req = (p: string) => createRequire(join(ws, 'x.js'))(p.startsWith('./') ? join(ws, p) : p)
    const cwd = process.cwd()
    process.chdir(ws)
    try {
      const fn = new Function(
        'require',
        'github',
        'context',
        'core',
        'process',
        `return (async () => {\n${w.script}\n})()`,
      )
      await fn(req, fakeGithub(world, out), context, core, { env })
    } finally {
      process.chdir(cwd)
    }
  } else throw new Error(`unexpected step ${s.uses}`)
}

async function publish(world: World): Promise<Outcome> {
  const out: Outcome = { deployed: [], created: [], updated: [], info: [] }
  const ws = mkdtempSync(join(tmpdir(), 'publish-'))
  const outputs: Record<string, Record<string, string>> = {}
  try {
    const w = { ...world, permissions: (workflow as { permissions?: Record<string, string> }).permissions }
    for (const s of workflow.jobs.publish!.steps!) if (condition(s.if, outputs)) await runStep(s, ws, w, out, outputs)
  } catch (e) {
    out.error = (e as Error).message
  }
  return out
}

/** A maintainer's `preview` label applied to SHA, as pr-preview-approve.yml records it. */
const approval = (login = 'github-actions[bot]', state = 'success'): Status => ({
  context: 'bench-pages/preview-approved',
  state,
  creator: { login },
})
const APPROVED = { [SHA]: [approval()] }
const pull = (number: number, repo: string, labels: string[] = [], sha = SHA): Pull => ({
  number,
  head: { sha, repo: { full_name: repo } },
  labels: labels.map((name) => ({ name })),
})
const site = (claim: string) => (dir: string) => {
  mkdirSync(join(dir, 'site'), { recursive: true })
  writeFileSync(join(dir, 'site/index.html'), '<p>preview</p>')
  writeFileSync(join(dir, 'compare.md'), 'report')
  writeFileSync(join(dir, 'pr-number'), claim)
}

describe('pr-preview-publish with a forged artifact', () => {
  it('publishes a labelled fork pull request under its own number only', async () => {
    const out = await publish({
      statuses: APPROVED,
      pulls: [pull(7, 'evil/bench', ['preview'])],
      comments: {},
      artifact: site('7'),
    })
    expect(out.error).toBeUndefined()
    expect(out.listedHead).toBe('evil:main')
    expect(out.deployed).toEqual(['pr-preview/pr-7'])
    expect(out.created.map((c) => c.issue)).toEqual([7])
  })

  it('refuses an artifact that claims another pull request, before publishing anything', async () => {
    const out = await publish({
      statuses: APPROVED,
      pulls: [pull(7, 'evil/bench', ['preview'])],
      comments: {},
      artifact: site('999999'),
    })
    expect(out.error).toBe('refusing: the artifact says pull request "999999", the triggering run is #7')
    expect(out.deployed).toEqual([])
    expect(out.created).toEqual([])
  })

  it('does not publish a fork pull request without the maintainer label', async () => {
    const out = await publish({ statuses: APPROVED, pulls: [pull(7, 'evil/bench')], comments: {}, artifact: site('7') })
    expect(out.error).toBeUndefined()
    expect(out).toMatchObject({ deployed: [], created: [], updated: [] })
  })

  it('publishes a pull request from a branch of this repository without a label', async () => {
    const out = await publish({
      statuses: APPROVED,
      pulls: [pull(3, `${OWNER}/${REPO}`)],
      comments: {},
      artifact: site('3'),
      headRepo: `${OWNER}/${REPO}`,
    })
    expect(out.deployed).toEqual(['pr-preview/pr-3'])
  })

  it('refuses when no open pull request or several have the run head commit', async () => {
    const stale = await publish({
      statuses: APPROVED,
      pulls: [pull(7, 'evil/bench', ['preview'], 'b'.repeat(40))],
      comments: {},
      artifact: site('7'),
    })
    expect(stale.error).toMatch(/^refusing: 0 open pull requests have head evil\/bench@a{40}, expected exactly one$/)
    const other = await publish({
      statuses: APPROVED,
      pulls: [pull(8, 'someone/bench', ['preview'])],
      comments: {},
      artifact: site('8'),
    })
    expect(other.error).toMatch(/^refusing: 0 open pull requests/)
    const two = await publish({
      statuses: APPROVED,
      pulls: [pull(7, 'evil/bench', ['preview']), pull(9, 'evil/bench', ['preview'])],
      comments: {},
      artifact: site('7'),
    })
    expect(two.error).toMatch(/^refusing: 2 open pull requests/)
    for (const o of [stale, other, two]) expect(o.deployed).toEqual([])
  })

  it('refuses an artifact with a symbolic link or without a site', async () => {
    const link = await publish({
      statuses: APPROVED,
      pulls: [pull(7, 'evil/bench', ['preview'])],
      comments: {},
      artifact: (dir) => {
        site('7')(dir)
        symlinkSync('/etc/passwd', join(dir, 'site/leak'))
      },
    })
    expect(link.error).toMatch(/^refusing: the artifact holds a symbolic link, .*site\/leak$/)
    const empty = await publish({
      statuses: APPROVED,
      pulls: [pull(7, 'evil/bench', ['preview'])],
      comments: {},
      artifact: () => {},
    })
    expect(empty.error).toBe('refusing: the artifact has no site/index.html')
    expect([...link.deployed, ...empty.deployed]).toEqual([])
  })

  it("edits only the bot's own comment, never one a user wrote with the marker", async () => {
    const comments = {
      7: [
        { id: 1, body: `${trusted.MARKER} forged`, user: { login: 'evil' } },
        { id: 2, body: `${trusted.MARKER} old preview`, user: { login: trusted.BOT } },
      ],
    }
    const out = await publish({
      statuses: APPROVED,
      pulls: [pull(7, 'evil/bench', ['preview'])],
      comments,
      artifact: site('7'),
    })
    expect(out.updated).toEqual([2])
    const fresh = await publish({
      statuses: APPROVED,
      pulls: [pull(7, 'evil/bench', ['preview'])],
      comments: { 7: [comments[7][0]!] },
      artifact: site('7'),
    })
    expect(fresh.updated).toEqual([])
    expect(fresh.created.map((c) => c.issue)).toEqual([7])
    expect(fresh.created[0]!.body).toContain('/pr-preview/pr-7/')
  })
})

describe('the preview label approves one commit', () => {
  it("publishes a fork only when the label was applied to the build's own head commit, by the workflows", async () => {
    const labelled = [pull(7, 'evil/bench', ['preview'])]
    const other = await publish({
      statuses: { ['b'.repeat(40)]: [approval()] },
      pulls: labelled,
      comments: {},
      artifact: site('7'),
    })
    const forged = await publish({
      statuses: { [SHA]: [approval('evil')] },
      pulls: labelled,
      comments: {},
      artifact: site('7'),
    })
    const withdrawn = await publish({
      statuses: { [SHA]: [approval(trusted.BOT, 'failure'), approval()] },
      pulls: labelled,
      comments: {},
      artifact: site('7'),
    })
    for (const o of [other, forged, withdrawn]) expect(o).toMatchObject({ deployed: [], created: [], updated: [] })
    expect(other.info).toEqual([
      `fork pull request #7 carries the \`preview\` label, but it was applied to another commit than ${SHA}: not published until a maintainer applies it again`,
    ])
  })
})

// GitHub for one fork pull request, event by event: each event runs the workflows it triggers (the
// pull_request_target jobs whose `if:` holds, then the build and the publisher), against the same fake
// API. What acts on gh-pages alone (removing a preview folder) is only recorded.
const workflows = readdirSync('.github/workflows')
  .filter((f) => f.endsWith('.yml'))
  .map((f) => ({ f, wf: parse(readFileSync(join('.github/workflows', f), 'utf8')) as Workflow }))
const triggeredBy = (wf: Workflow, event: string, action: string) => {
  const on = wf.on as Record<string, { types?: string[] } | null>
  // Without `types:`, GitHub runs pull_request and pull_request_target workflows on these three.
  return (
    typeof on === 'object' &&
    on !== null &&
    event in on &&
    (on[event]?.types ?? ['opened', 'synchronize', 'reopened']).includes(action)
  )
}

class ForkPullRequest {
  readonly pr = pull(7, 'evil/bench', [], 'c'.repeat(40))
  open = true
  statuses: Record<string, Status[]> = {}
  /** Head commits the publisher deployed, in order. */
  published: string[] = []
  jobs: string[] = []
  get head() {
    return this.pr.head.sha
  }
  get labels() {
    return this.pr.labels.map((l) => l.name)
  }
  /** A push: GitHub sends `synchronize` for an open pull request, nothing for a closed one. */
  async push(sha: string) {
    this.pr.head.sha = sha
    if (this.open) await this.event('synchronize')
  }
  async event(action: string, opts: { label?: string; by?: string; publishFirst?: boolean } = {}) {
    if (action === 'closed') this.open = false
    if (action === 'reopened') this.open = true
    if (action === 'labeled') this.pr.labels.push({ name: opts.label! })
    const payload = {
      action,
      label: opts.label ? { name: opts.label } : undefined,
      sender: { login: opts.by ?? 'evil' },
      pull_request: {
        number: this.pr.number,
        head: { sha: this.head, repo: { full_name: 'evil/bench' } },
        labels: this.pr.labels.map((l) => ({ ...l })),
      },
      repository: { default_branch: 'main' },
    }
    const build = workflows.some(({ f, wf }) => f === 'pr-preview-build.yml' && triggeredBy(wf, 'pull_request', action))
    // The build and the label's jobs run at the same time; which finishes first is a race.
    if (build && opts.publishFirst) await this.buildAndPublish()
    for (const { f, wf } of workflows.filter((w) => triggeredBy(w.wf, 'pull_request_target', action))) {
      for (const [name, job] of Object.entries(wf.jobs)) {
        if (
          job.if &&
          !evaluate(job.if, {
            github: { event: payload, event_name: 'pull_request_target', repository: `${OWNER}/${REPO}` },
          })
        )
          continue
        this.jobs.push(`${f} ${name}`)
        const world: World = {
          pulls: [this.pr],
          comments: {},
          artifact: () => {},
          statuses: this.statuses,
          event: payload,
          permissions: (wf as { permissions?: Record<string, string> }).permissions,
        }
        const out: Outcome = { deployed: [], created: [], updated: [], info: [] }
        const ws = mkdtempSync(join(tmpdir(), 'event-'))
        // gh-pages checkouts and shell steps only act on gh-pages: recorded, not simulated.
        for (const s of job.steps ?? []) if (!s.run && s.with?.ref !== 'gh-pages') await runStep(s, ws, world, out, {})
      }
    }
    if (build && !opts.publishFirst) await this.buildAndPublish()
  }
  private async buildAndPublish() {
    const out = await publish({
      pulls: this.open ? [this.pr] : [],
      comments: {},
      artifact: site('7'),
      statuses: this.statuses,
      headSha: this.head,
    })
    expect(out.error).toBeUndefined()
    if (out.deployed.length) this.published.push(this.head)
  }
}

describe('a fork that closes, pushes and reopens', () => {
  const H1 = '1'.repeat(40)
  const H2 = '2'.repeat(40)

  async function approvedThenReopened(publishFirst: boolean) {
    const gh = new ForkPullRequest()
    await gh.push(H1)
    expect(gh.published).toEqual([]) // built, not published: no label yet
    await gh.event('labeled', { label: 'preview', by: 'maintainer' })
    expect(gh.published).toEqual([H1])
    await gh.event('closed')
    expect(gh.jobs).toContain('pr-preview-remove.yml remove')
    await gh.push(H2) // closed: GitHub sends no synchronize
    await gh.event('reopened', { publishFirst })
    return gh
  }

  it('does not publish the new head with the label of the old one; the label comes off', async () => {
    const gh = await approvedThenReopened(false)
    expect(gh.published).toEqual([H1])
    expect(gh.labels).toEqual([])
    await gh.event('labeled', { label: 'preview', by: 'maintainer' })
    expect(gh.published).toEqual([H1, H2])
  })

  it('does not publish it either when the reopened build finishes before the label comes off', async () => {
    const gh = await approvedThenReopened(true)
    expect(gh.published).toEqual([H1])
    expect(gh.labels).toEqual([])
  })

  it('a push to an open pull request needs a new approval too, and a label by the fork is not one', async () => {
    const gh = new ForkPullRequest()
    await gh.push(H1)
    await gh.event('labeled', { label: 'preview', by: 'maintainer' })
    await gh.push(H2)
    expect([gh.published, gh.labels]).toEqual([[H1], []])
    await gh.event('labeled', { label: 'other', by: 'maintainer' })
    expect(gh.published).toEqual([H1])
    expect(gh.statuses[H2]).toBeUndefined()
  })
})

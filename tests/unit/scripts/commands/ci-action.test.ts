// The CI action end to end, without GitHub: action.yml's own steps (their `if`, their env built from the
// inputs, their `run`) are run against a local bare repository as origin, with event payloads for push, pull
// request and a fork's pull request: with bash as the runner does for the first push and the killed job (the
// process, its exit status and signals), and the command that `run` starts, ci-action's main(), in this
// process for the others (runJobHere). What must hold:
// - push: the run lands on the data branch with commit, branch and testbed; the same job again adds
//   nothing; two jobs whose pushes race both land (the second retried on a fresh fetch, the suite both
//   created merged); a job killed mid-run leaves the branch as it was, and its re-run lands once;
// - pull request: merge base and head run alternately; a 30 % slowdown is reported in the job summary and
//   the report folder and fails the check; a fork's unchanged pull request passes and writes nothing to origin;
//   the `build` input runs once in each side before the rounds, and nothing is built without it;
// - the site's build and deploy: what the build step runs, and `deploy: false` skipping it;
// The comment posted from the report is ci-comment.test.ts's.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { parse } from 'yaml'
import { createMarkdownRenderer } from 'vitepress'
import { benchBlocks, withBenchData } from '../../../../.vitepress/markdown/bench-blocks'
import { loadAll } from '../../../../scripts/read/load'
import { main as ciAction } from '../../../../scripts/commands/ci-action'
import { evaluate } from '../../workflow-audit'

const ROOT = resolve(__dirname, '../../../..')
const action = parse(readFileSync(join(ROOT, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default?: string }>
  runs: {
    steps: Array<{
      id?: string
      if?: string
      run?: string
      uses?: string
      env?: Record<string, string>
      with?: Record<string, string>
    }>
  }
}
const T = mkdtempSync(join(tmpdir(), 'ci-action-'))
const ORIGIN = join(T, 'origin.git')
const ID = { name: 'dev', email: 'dev@example.com' }

const sh = (cwd: string, ...args: string[]) =>
  execFileSync('git', ['-c', `user.name=${ID.name}`, '-c', `user.email=${ID.email}`, ...args], {
    cwd,
    encoding: 'utf8',
  }).trim()

/** A clone of origin at `branch`, as actions/checkout leaves it. */
function clone(name: string, branch = 'main'): string {
  const dir = join(T, name)
  rmSync(dir, { recursive: true, force: true })
  execFileSync('git', ['clone', '-q', '-b', branch, ORIGIN, dir])
  return dir
}

/** A new commit on main that changes what LOOPS says (or only a note, when `loops` is undefined). */
function commitOnMain(message: string, edit: (work: string) => string = (w) => w): string {
  const dir = clone('author')
  const file = join(dir, 'work.mjs')
  writeFileSync(file, edit(readFileSync(file, 'utf8')) + `// ${message}\n`)
  sh(dir, 'commit', '-qam', message)
  sh(dir, 'push', '-q', 'origin', 'main')
  return sh(dir, 'rev-parse', 'HEAD')
}

interface Job {
  event: 'push' | 'pull_request'
  repo: string
  inputs: Record<string, string>
  payload?: unknown
  temp: string
}

interface Ran {
  status: number | null
  stderr: string
  outputs: Record<string, string>
  summary: string
  failedCheck: boolean
}

/** The GitHub contexts the action's expressions read. */
function contexts(j: Job, outputs: Record<string, string>) {
  const inputs = Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, j.inputs[k] ?? v.default ?? '']))
  return {
    github: { event_name: j.event, action_path: ROOT, event: j.payload ?? {}, token: 'x' },
    inputs,
    steps: { bench: { outputs } },
    runner: { temp: j.temp },
  }
}

/** A step's text with its `${{ … }}` expressions filled in. */
const interpolate = (v: string, ctx: Record<string, unknown>) =>
  v.replace(/\$\{\{(.*?)\}\}/g, (_, e: string) => String(evaluate(e, ctx) ?? ''))

/** The shell and environment of the action's step `id`, as the runner would start it. */
function stepCommand(
  id: string,
  j: Job,
  outputs: Record<string, string> = {},
): { run: string; env: NodeJS.ProcessEnv } {
  const step = action.runs.steps.find((s) => s.id === id)!
  const ctx = contexts(j, outputs)
  const env: NodeJS.ProcessEnv = {}
  for (const [k, v] of Object.entries(step.env ?? {})) env[k] = interpolate(v, ctx)
  mkdirSync(j.temp, { recursive: true })
  const event = join(j.temp, 'event.json')
  writeFileSync(event, JSON.stringify(j.payload ?? {}))
  return {
    run: step.run!,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GITHUB_EVENT_NAME: j.event,
      GITHUB_EVENT_PATH: event,
      GITHUB_WORKSPACE: j.repo,
      GITHUB_SHA: sh(j.repo, 'rev-parse', 'HEAD'),
      GITHUB_REF_NAME: 'main',
      GITHUB_REPOSITORY: 'acme/mylib',
      GITHUB_OUTPUT: join(j.temp, 'output'),
      GITHUB_STEP_SUMMARY: join(j.temp, 'summary.md'),
      RUNNER_TEMP: j.temp,
      ...env,
    },
  }
}

/** What a job left: its outputs, summary and whether the check step fails. */
function ranOf(j: Job, status: number | null, stderr: string): Ran {
  const outFile = join(j.temp, 'output')
  const outputs = Object.fromEntries(
    (existsSync(outFile) ? readFileSync(outFile, 'utf8') : '')
      .split('\n')
      .filter(Boolean)
      .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
  )
  const fail = action.runs.steps.find((s) => s.run?.includes('exit 1'))!
  const summary = join(j.temp, 'summary.md')
  return {
    status,
    stderr,
    outputs,
    summary: existsSync(summary) ? readFileSync(summary, 'utf8') : '',
    failedCheck: Boolean(evaluate(fail.if!, contexts(j, outputs))),
  }
}

/**
 * Runs the action's steps that run here (the benchmark and the check), reading its outputs: the step's
 * `run` with bash, as the runner starts it (pnpm, tsx, the command's exit status).
 */
function runJob(j: Job, onStart?: (pid: number, stderr: () => string) => void): Promise<Ran> {
  const { run, env } = stepCommand('bench', j)
  for (const f of ['output', 'summary.md']) rmSync(join(j.temp, f), { force: true })
  const p = spawn('bash', ['-c', run], { cwd: ROOT, env, detached: true, stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  p.stderr.on('data', (d) => (stderr += String(d)))
  onStart?.(p.pid!, () => stderr)
  return new Promise((done) => p.on('close', (status) => done(ranOf(j, status, stderr))))
}

// The step's `run` is `pnpm --silent ci-action`, the script `tsx scripts/commands/ci-action.ts`, which
// calls main() and exits with what it returns. The jobs that are not about the process itself call that
// main() here with the step's environment (a child process costs ~1.7 s of CPU: pnpm, then tsx).
const CI_SCRIPT = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts['ci-action']
/** Variables the step's environment sets, or this test process's must not lend the job. */
const JOB_VARS = /^(BENCH_|GITHUB_|INPUT_|RUNNER_|SHELL$)/

/** The same job as runJob, its benchmark step's command (ci-action's main()) run in this process. */
async function runJobHere(j: Job): Promise<Ran> {
  const { run, env } = stepCommand('bench', j)
  expect([run.trim(), CI_SCRIPT]).toEqual(['pnpm --silent ci-action', 'tsx scripts/commands/ci-action.ts'])
  for (const f of ['output', 'summary.md']) rmSync(join(j.temp, f), { force: true })
  const saved = { ...process.env }
  for (const k of Object.keys(process.env)) if (JOB_VARS.test(k)) delete process.env[k]
  Object.assign(process.env, env)
  let stderr = ''
  const spy = vi.spyOn(process.stderr, 'write').mockImplementation((s: string | Uint8Array) => {
    stderr += String(s)
    return true
  })
  try {
    return ranOf(j, await ciAction(), stderr)
  } finally {
    spy.mockRestore()
    for (const k of Object.keys(process.env)) if (!(k in saved)) delete process.env[k]
    Object.assign(process.env, saved)
  }
}

const lsBranch = (branch: string) =>
  execFileSync('git', ['ls-tree', '-r', '--name-only', branch], { cwd: ORIGIN, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
const runsOn = (branch: string) => lsBranch(branch).filter((f) => /^data\/mylib\/runs\/.*\.json$/.test(f))
const show = (branch: string, path: string) =>
  execFileSync('git', ['show', `${branch}:${path}`], { cwd: ORIGIN, encoding: 'utf8' })
const tip = (branch: string) =>
  execFileSync('git', ['for-each-ref', '--format=%(objectname)', `refs/heads/${branch}`], {
    cwd: ORIGIN,
    encoding: 'utf8',
  }).trim()

const inputs = { command: 'node bench.mjs', suite: 'mylib', testbed: 'test-runner', rounds: '12' } // margin for rounds left out on a busy machine (8 are needed)

beforeAll(() => {
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', ORIGIN])
  const dir = join(T, 'seed')
  execFileSync('git', ['init', '-q', '-b', 'main', dir])
  for (const f of ['bench.mjs', 'work.mjs']) cpSync(join(ROOT, 'tests/fixtures/ci-demo', f), join(dir, f))
  sh(dir, 'add', '-A')
  sh(dir, 'commit', '-qm', 'A small library with a benchmark')
  sh(dir, 'remote', 'add', 'origin', ORIGIN)
  sh(dir, 'push', '-q', 'origin', 'main')
})
afterAll(() => rmSync(T, { recursive: true, force: true }))

describe('the CI action on push', { timeout: 120_000 }, () => {
  it('stores a run on the data branch with commit, branch and testbed, and the page; once per commit', async () => {
    const repo = clone('push1')
    const job: Job = { event: 'push', repo, inputs, temp: join(T, 'tmp-push1') }
    const ran = await runJob(job)
    expect(ran.status, ran.stderr).toBe(0)
    const runs = runsOn('bench-data')
    expect(runs).toHaveLength(1)
    const run = JSON.parse(show('bench-data', runs[0]!))
    expect(run.commit).toBe(sh(repo, 'rev-parse', 'HEAD'))
    expect(run.environment.testbed).toBe('test-runner')
    expect(run.environment.extra.branch).toBe('main')
    expect(lsBranch('bench-data')).toEqual(
      expect.arrayContaining(['docs/index.md', 'docs/benchmarks.md', 'data/mylib/suite.json']),
    )
    expect(ran.outputs['run-id']).toBe(run.id)
    // The same job again (a re-run): nothing added, nothing pushed.
    const before = tip('bench-data')
    const again = await runJobHere(job)
    expect(again.status, again.stderr).toBe(0)
    expect(again.stderr).toMatch(/is on bench-data already: nothing added/)
    expect(tip('bench-data')).toBe(before)
  })

  it('two jobs whose pushes race both land, the later one re-applied on a fresh fetch', async () => {
    commitOnMain('second')
    const first = clone('race1')
    commitOnMain('third')
    const second = clone('race2')
    const race = { ...inputs, 'data-branch': 'bench-race' }
    // The first job's benchmark starts the second job and waits for it: the second pushes while the
    // first is measuring, so the first one's push is refused and must be retried. Both create the suite.
    const b = stepCommand('bench', { event: 'push', repo: second, inputs: race, temp: join(T, 'tmp-race2') })
    const script = join(T, 'race2.sh')
    writeFileSync(
      script,
      `${Object.entries(b.env)
        .map(([k, v]) => `export ${k}='${String(v)}'`)
        .join('\n')}\ncd '${ROOT}' && ${b.run}\n`,
    )
    const ran = await runJobHere({
      event: 'push',
      repo: first,
      inputs: { ...race, command: `bash '${script}' > '${join(T, 'race2.log')}' 2>&1 && node bench.mjs` },
      temp: join(T, 'tmp-race1'),
    })
    expect(ran.status, ran.stderr).toBe(0)
    expect(readFileSync(join(T, 'race2.log'), 'utf8')).toMatch(/stored run .* on bench-race/)
    expect(ran.stderr).toMatch(/bench-race moved since it was fetched .* re-applying run/)
    expect(ran.stderr).toMatch(/stored run .* on bench-race \(attempt 2\)/)
    const runs = runsOn('bench-race').map((f) => JSON.parse(show('bench-race', f)).commit)
    expect(runs.sort()).toEqual([sh(first, 'rev-parse', 'HEAD'), sh(second, 'rev-parse', 'HEAD')].sort())
    // One line of history, the second job's commit first: nothing was overwritten.
    const log = execFileSync('git', ['log', '--format=%s', 'bench-race'], { cwd: ORIGIN, encoding: 'utf8' })
    expect(log.trim().split('\n')).toHaveLength(2)
    expect(JSON.parse(show('bench-race', 'data/mylib/suite.json')).metrics.time.unit).toBe('ns')
  })

  it('a job killed while measuring leaves the branch as it was; its re-run stores the run once', async () => {
    commitOnMain('fourth')
    const repo = clone('killed')
    const before = tip('bench-data')
    const job: Job = {
      event: 'push',
      repo,
      inputs: { ...inputs, command: 'sleep 30; node bench.mjs' },
      temp: join(T, 'tmp-kill'),
    }
    const ran = await runJob(job, (pid, stderr) => {
      const t = setInterval(() => {
        if (!stderr().includes('running: sleep 30')) return
        clearInterval(t)
        process.kill(-pid, 'SIGKILL')
      }, 100)
    })
    expect(ran.status).not.toBe(0)
    expect(tip('bench-data')).toBe(before)
    const rerun = await runJobHere({ ...job, inputs })
    expect(rerun.status, rerun.stderr).toBe(0)
    expect(
      runsOn('bench-data').filter((f) => JSON.parse(show('bench-data', f)).commit === sh(repo, 'rev-parse', 'HEAD')),
    ).toHaveLength(1)
    expect(runsOn('bench-data')).toHaveLength(2)
  })
})

describe('the site build and deploy on push', () => {
  const stepIf = (match: (s: (typeof action.runs.steps)[number]) => boolean, j: Job) =>
    Boolean(evaluate(action.runs.steps.find(match)!.if!, contexts(j, {})))
  const siteSteps = [
    (s: { id?: string }) => s.id === 'build',
    (s: { uses?: string }) => String(s.uses).startsWith('actions/upload-pages-artifact@'),
    (s: { uses?: string }) => String(s.uses).startsWith('actions/deploy-pages@'),
  ]

  it('builds the data branch’s pages and data for the repository’s sub-path into the folder Pages deploys', async () => {
    const repo = clone('site')
    const job: Job = {
      event: 'push',
      repo,
      inputs,
      temp: join(T, 'tmp-site'),
      payload: { repository: { name: 'mylib' } },
    }
    const ran = await runJobHere(job)
    expect(ran.status, ran.stderr).toBe(0)
    // What the step runs, with a stand-in for pnpm that writes down how it was called (a real build is the
    // site's own tests' business): in the action's folder, the data branch's pages copied inside it.
    const actionDir = join(T, 'action-dir')
    const bin = join(T, 'fake-bin')
    const log = join(T, 'pnpm.log')
    mkdirSync(actionDir, { recursive: true })
    mkdirSync(bin, { recursive: true })
    writeFileSync(
      join(bin, 'pnpm'),
      `#!/bin/bash\n{ echo "args=$*"; echo "src=$BENCH_SRC_DIR"; echo "out=$BENCH_OUT_DIR"; echo "data=$BENCH_DATA_DIR"; ls "$BENCH_SRC_DIR"; } > '${log}'\n`,
    )
    chmodSync(join(bin, 'pnpm'), 0o755)
    const step = stepCommand('build', job, ran.outputs)
    const built = spawnSync('bash', ['-c', step.run], {
      cwd: actionDir,
      env: { ...step.env, PATH: `${bin}:${process.env.PATH}` },
      encoding: 'utf8',
    })
    expect(built.status, built.stderr).toBe(0)
    const called = readFileSync(log, 'utf8')
    expect(called).toMatch(/^args=build --base \/mylib\/$/m)
    expect(called).toMatch(/^src=\.tmp\/ci-docs$/m)
    expect(called).toMatch(/^benchmarks\.md$/m)
    expect(called).toMatch(/^index\.md$/m)
    expect(called).toContain(`data=${ran.outputs['data-dir']}\n`)
    expect(existsSync(join(ran.outputs['data-dir']!, 'mylib/suite.json'))).toBe(true)
    // The folder built is the one uploaded for Pages.
    const out = `${job.temp}/bench-site`
    expect(called).toContain(`out=${out}\n`)
    const upload = action.runs.steps.find(siteSteps[1]!)!
    expect(interpolate(upload.with!.path!, contexts(job, ran.outputs))).toBe(out)
    // The site's build reads these names (a rename on either side would build docs/ and data/ instead).
    expect(readFileSync(join(ROOT, '.vitepress/config.ts'), 'utf8')).toMatch(/BENCH_SRC_DIR[\s\S]*BENCH_OUT_DIR/)
    expect(readFileSync(join(ROOT, 'scripts/read/load.ts'), 'utf8')).toContain('process.env.BENCH_DATA_DIR')
    for (const s of siteSteps) expect(stepIf(s, job)).toBe(true)
  })

  it('`deploy: false` skips the build, the upload and the deploy; a pull request never runs them', () => {
    const job: Job = { event: 'push', repo: ROOT, inputs: { ...inputs, deploy: 'false' }, temp: T }
    for (const s of siteSteps) expect(stepIf(s, job)).toBe(false)
    for (const s of siteSteps) expect(stepIf(s, { ...job, event: 'pull_request', inputs })).toBe(false)
    // The benchmark itself still runs and stores the run.
    expect(stepIf((s) => s.id === 'bench', job)).toBe(true)
  })
})

describe('a Go library from an empty repository', { timeout: 180_000 }, () => {
  it.skipIf(spawnSync('go', ['version']).status !== 0)(
    'two pushes give a page with a history of two runs',
    async () => {
      const origin = join(T, 'golib.git')
      const seed = join(T, 'golib-seed')
      execFileSync('git', ['init', '-q', '--bare', '-b', 'main', origin])
      execFileSync('git', ['init', '-q', '-b', 'main', seed])
      for (const f of ['go.mod', 'sum.go', 'sum_test.go'])
        cpSync(join(ROOT, 'tests/fixtures/go-run-demo', f), join(seed, f))
      sh(seed, 'add', '-A')
      sh(seed, 'commit', '-qm', 'A small Go library')
      sh(seed, 'remote', 'add', 'origin', origin)
      sh(seed, 'push', '-q', 'origin', 'main')
      const go = {
        command: "go test -run='^$' -bench=Sum -benchtime=2000x -count=3 ./...",
        suite: 'golib',
        testbed: 'test-runner',
      }
      for (const n of [1, 2]) {
        if (n === 2) {
          writeFileSync(join(seed, 'NOTES.md'), 'second push\n')
          sh(seed, 'add', '-A')
          sh(seed, 'commit', '-qm', 'Second push')
          sh(seed, 'push', '-q', 'origin', 'main')
        }
        const repo = join(T, `golib-${n}`)
        execFileSync('git', ['clone', '-q', origin, repo])
        const ran = await runJobHere({ event: 'push', repo, inputs: go, temp: join(T, `tmp-go-${n}`) })
        expect(ran.status, ran.stderr).toBe(0)
      }
      // The site's pages as the build step renders them, from the data branch.
      const site = join(T, 'golib-site')
      execFileSync('git', ['worktree', 'add', '-q', '--detach', site, 'bench-data'], { cwd: origin })
      const data = loadAll(join(site, 'data'))
      const commits = execFileSync('git', ['log', '--format=%H', 'main'], { cwd: origin, encoding: 'utf8' })
        .trim()
        .split('\n')
      expect(
        data
          .get('golib')!
          .runs.map((r) => r.commit)
          .sort(),
      ).toEqual(commits.sort())
      const md = await createMarkdownRenderer(join(site, 'docs'), { config: (m) => void m.use(benchBlocks) })
      const page = readFileSync(join(site, 'docs/benchmarks.md'), 'utf8')
      const html = withBenchData(data, () => md.render(page, { relativePath: 'benchmarks.md' }))
      expect(html).toContain('Sum')
      expect(html).toMatch(/Changes since the previous run/)
      expect(html).toMatch(/bench-trend|Trend|across runs/i)
    },
  )
})

describe('the CI action on a pull request', { timeout: 120_000 }, () => {
  const pr = (repo: string, number: number, fork: boolean) => ({
    pull_request: {
      number,
      base: { sha: sh(repo, 'rev-parse', 'origin/main'), repo: { full_name: 'acme/mylib' } },
      head: { sha: sh(repo, 'rev-parse', 'HEAD'), repo: { full_name: fork ? 'someone/mylib' : 'acme/mylib' } },
    },
  })

  it('finds a 30 % slowdown of one benchmark, reports it and fails the check', async () => {
    const repo = clone('pr-slow')
    sh(repo, 'checkout', '-qb', 'slower-sum')
    const file = join(repo, 'work.mjs')
    writeFileSync(file, readFileSync(file, 'utf8').replace('sum: 100', 'sum: 130'))
    sh(repo, 'commit', '-qam', 'Sum 30 % more often')
    commitOnMain('main moves on meanwhile')
    sh(repo, 'fetch', '-q', 'origin')
    const ran = await runJobHere({
      event: 'pull_request',
      repo,
      inputs,
      payload: pr(repo, 12, false),
      temp: join(T, 'tmp-pr'),
    })
    expect(ran.status, ran.stderr).toBe(0)
    expect(ran.stderr).not.toContain('building in') // no `build` input: nothing is built
    expect(ran.failedCheck).toBe(true)
    expect(ran.summary).toMatch(/\| sum \| time \| .* \| \+(2\d|3\d)(\.\d)?\s% \| 🔴 regressed \|/)
    // The routine left alone is not blamed (a change within noise either way is not a regression).
    expect(ran.summary).toMatch(/\| sort \| time \| [^\n]* \| (unchanged|🟢 improved) \|/)
    // The merge base, not main's tip, is the base.
    expect(ran.summary).toContain(`Base ${sh(repo, 'merge-base', 'HEAD', 'origin/main').slice(0, 7)} (the merge base)`)
    const dir = ran.outputs['report-dir']!
    expect(readFileSync(join(dir, 'pr-number'), 'utf8').trim()).toBe('12')
    expect(readFileSync(join(dir, 'report.md'), 'utf8')).toBe(ran.summary)
    expect(JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')).regressed).toBe(1)
  })

  it("a fork's unchanged pull request passes, with origin read-only", async () => {
    const repo = clone('pr-fork')
    sh(repo, 'checkout', '-qb', 'docs')
    writeFileSync(join(repo, 'NOTES.md'), 'A note, no code.\n')
    sh(repo, 'add', '-A')
    sh(repo, 'commit', '-qm', 'Notes')
    const tips = ['bench-data', 'bench-race', 'main'].map(tip)
    chmodSync(join(ORIGIN, 'refs/heads'), 0o555)
    try {
      const ran = await runJobHere({
        event: 'pull_request',
        repo,
        // `build`: a compile step, once in each side's checkout before the rounds.
        inputs: { ...inputs, build: `pwd >> '${join(T, 'builds.log')}'` },
        payload: pr(repo, 13, true),
        temp: join(T, 'tmp-fork'),
      })
      expect(ran.status, ran.stderr).toBe(0)
      expect(ran.stderr).toContain('(from a fork)')
      expect(ran.failedCheck).toBe(false)
      expect(ran.summary).not.toMatch(/regressed/)
      expect(ran.summary).toMatch(/\| sum \| time \|/)
      const builds = readFileSync(join(T, 'builds.log'), 'utf8').trim().split('\n')
      expect(builds.map((d) => d.split('/').at(-1))).toEqual(['bench-side-base', 'bench-side-head'])
      expect(ran.stderr.indexOf('building in')).toBeGreaterThan(-1)
      expect(ran.stderr.indexOf('building in')).toBeLessThan(ran.stderr.indexOf('round 1 of'))
    } finally {
      chmodSync(join(ORIGIN, 'refs/heads'), 0o755)
    }
    expect(['bench-data', 'bench-race', 'main'].map(tip)).toEqual(tips)
  })
})

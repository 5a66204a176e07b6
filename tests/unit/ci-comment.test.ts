// The CI action's pull-request comment (action.yml on workflow_run, .github/scripts/bench-comment.cjs): the
// trusted script derives the pull request from the triggering run through the API, checks the artifact's
// claim against it, and creates or updates the bot's one comment, also for a run that failed its check.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const ROOT = resolve(__dirname, '../..')
const T = mkdtempSync(join(tmpdir(), 'ci-comment-'))
afterAll(() => rmSync(T, { recursive: true, force: true }))

describe('the pull request comment (workflow_run)', () => {
  const comment = createRequire(import.meta.url)(join(ROOT, '.github/scripts/bench-comment.cjs')) as {
    MARKER: string
    postBenchComment: (a: unknown) => Promise<string>
  }
  const sha = 'a'.repeat(40)
  const world = (conclusion: string, comments: Array<{ id: number; user: { login: string }; body: string }>) => {
    const calls: string[] = []
    const github = {
      paginate: async (fn: (p: unknown) => Promise<{ data: unknown[] }>, p: unknown) => (await fn(p)).data,
      rest: {
        pulls: {
          list: async () => ({
            data: [{ number: 12, head: { sha, repo: { full_name: 'someone/mylib' } }, labels: [] }],
          }),
        },
        issues: {
          listComments: async () => ({ data: comments }),
          createComment: async (p: { issue_number: number; body: string }) =>
            void calls.push(`create #${p.issue_number}: ${p.body}`),
          updateComment: async (p: { comment_id: number; body: string }) =>
            void calls.push(`update ${p.comment_id}: ${p.body}`),
        },
      },
    }
    const context = {
      repo: { owner: 'acme', repo: 'mylib' },
      payload: {
        workflow_run: {
          event: 'pull_request',
          conclusion,
          head_sha: sha,
          head_branch: 'slower-sum',
          head_repository: { full_name: 'someone/mylib', owner: { login: 'someone' } },
        },
      },
    }
    return { github, context, calls }
  }
  const artifact = (number: string) => {
    const dir = mkdtempSync(join(T, 'artifact-'))
    writeFileSync(join(dir, 'pr-number'), number)
    writeFileSync(join(dir, 'report.md'), '## Benchmarks\n\n**1 regression**\n')
    return dir
  }

  it("posts a failed check's report on the pull request derived from the run, then updates that one comment", async () => {
    const w = world('failure', [])
    await comment.postBenchComment({ ...w, dir: artifact('12') })
    expect(w.calls).toEqual([
      expect.stringMatching(/^create #12: <!-- bench-pages-ci -->\n## Benchmarks\n\n\*\*1 regression\*\*/),
    ])
    const mine = { id: 5, user: { login: 'github-actions[bot]' }, body: `${comment.MARKER}\nold` }
    const forged = { id: 6, user: { login: 'someone' }, body: `${comment.MARKER}\nforged` }
    const w2 = world('success', [forged, mine])
    await comment.postBenchComment({ ...w2, dir: artifact('12') })
    expect(w2.calls).toEqual([expect.stringMatching(/^update 5: /)])
  })

  it('refuses an artifact that claims another pull request', async () => {
    const w = world('success', [])
    await expect(comment.postBenchComment({ ...w, dir: artifact('13') })).rejects.toThrow(
      /the artifact says pull request "13", the triggering run is #12/,
    )
    expect(w.calls).toEqual([])
  })
})

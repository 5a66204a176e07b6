// The trusted half of the preview publisher (pr-preview-publish.yml). It runs with a token that can
// write, on an artifact that a pull request's own build made, so nothing in that artifact decides where
// to publish or whom to address: the pull request is derived from the triggering run (head repository,
// branch and commit, looked up through the API), and the artifact is checked against it.
//
// Policy: a pull request from a branch of this repository is published automatically. One from a fork
// is published only while it carries the `preview` label, which only people with triage or write access
// can apply; pr-preview-remove.yml takes the label off again whenever the fork pushes new commits, so a
// maintainer approves each version of the fork's HTML and JS before it reaches the project's origin.
'use strict'
const fs = require('node:fs')
const path = require('node:path')

const LABEL = 'preview'
const MARKER = '<!-- bench-pages-preview -->'
const BOT = 'github-actions[bot]'
const MAX_COMMENT = 60000

// Which pull request the finished build belongs to, and whether it may be published.
async function resolvePullRequest({ github, context }) {
  const run = context.payload.workflow_run
  if (!run || run.event !== 'pull_request' || run.conclusion !== 'success') {
    throw new Error('refusing: the triggering run is not a successful pull_request build')
  }
  const { owner, repo } = context.repo
  const headRepo = run.head_repository && run.head_repository.full_name
  const headOwner = run.head_repository && run.head_repository.owner && run.head_repository.owner.login
  if (!headRepo || !headOwner || !run.head_branch || !/^[0-9a-f]{40}$/.test(run.head_sha || '')) {
    throw new Error('refusing: the triggering run names no head repository, branch and commit')
  }
  const pulls = await github.paginate(github.rest.pulls.list, {
    owner, repo, state: 'open', head: `${headOwner}:${run.head_branch}`, per_page: 100,
  })
  const matches = pulls.filter((p) => p.head && p.head.sha === run.head_sha && p.head.repo && p.head.repo.full_name === headRepo)
  if (matches.length !== 1) {
    throw new Error(`refusing: ${matches.length} open pull requests have head ${headRepo}@${run.head_sha}, expected exactly one`)
  }
  const pr = matches[0]
  if (!Number.isSafeInteger(pr.number) || pr.number <= 0) throw new Error('refusing: the pull request number is not a positive integer')
  const fork = headRepo !== `${owner}/${repo}`
  const labelled = (pr.labels || []).some((l) => l && l.name === LABEL)
  const publish = !fork || labelled
  const reason = publish
    ? (fork ? `fork pull request #${pr.number} carries the \`${LABEL}\` label` : `pull request #${pr.number} is from this repository`)
    : `fork pull request #${pr.number} is not published until a maintainer applies the \`${LABEL}\` label`
  return { number: pr.number, sha: run.head_sha, fork, publish, reason }
}

function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name)
    if (e.isSymbolicLink()) throw new Error(`refusing: the artifact holds a symbolic link, ${p}`)
    if (e.isDirectory()) walk(p, out)
    else out.push(p)
  }
  return out
}

// The artifact must belong to the pull request derived above: its own claim of a number (if any) has to
// agree, it must hold a site, and it may not smuggle links to files outside itself.
function checkArtifact({ dir, number }) {
  const claimed = path.join(dir, 'pr-number')
  if (fs.existsSync(claimed)) {
    const text = fs.readFileSync(claimed, 'utf8').trim()
    if (text !== String(number)) throw new Error(`refusing: the artifact says pull request ${JSON.stringify(text.slice(0, 40))}, the triggering run is #${number}`)
  }
  if (!fs.existsSync(path.join(dir, 'site', 'index.html'))) throw new Error('refusing: the artifact has no site/index.html')
  walk(dir)
}

function readText(file) {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
}

function chartText(dir) {
  const raw = readText(path.join(dir, 'charts.json'))
  if (!raw) return 'Chart snapshots of the base branch were not available.'
  let c
  try { c = JSON.parse(raw) } catch { return 'The list of changed charts could not be read.' }
  const names = (k) => (Array.isArray(c[k]) ? c[k].filter((x) => typeof x === 'string') : [])
  const list = [...names('changed').map((x) => `changed: ${x}`), ...names('added').map((x) => `added: ${x}`), ...names('removed').map((x) => `removed: ${x}`)]
  if (!list.length) return 'No chart changes.'
  return `Charts that change (before/after PNGs are in the workflow artifact):\n\n${list.map((l) => '- `' + l.replace(/[`\r\n\u2028\u2029]/g, ' ') + '`').join('\n')}`
}

function commentBody({ owner, repo, number, sha, dir }) {
  const url = `https://${owner}.github.io/${repo}/pr-preview/pr-${number}/`
  let report = readText(path.join(dir, 'compare.md')) || 'No data comparison.'
  if (report.length > MAX_COMMENT - 2000) report = `${report.slice(0, MAX_COMMENT - 2000)}\n\n… (cut; the whole report is in the workflow artifact)`
  return `${MARKER}\n**Preview** of ${sha.slice(0, 7)}: ${url}\n\n${report}\n\n${chartText(dir)}\n`
}

// One comment on the derived pull request, the bot's own: a comment someone else wrote with the marker
// is never edited.
async function postComment({ github, context, number, sha, dir }) {
  const { owner, repo } = context.repo
  const body = commentBody({ owner, repo, number, sha, dir })
  const comments = await github.paginate(github.rest.issues.listComments, { owner, repo, issue_number: number, per_page: 100 })
  const mine = comments.find((c) => c.user && c.user.login === BOT && typeof c.body === 'string' && c.body.startsWith(MARKER))
  if (mine) await github.rest.issues.updateComment({ owner, repo, comment_id: mine.id, body })
  else await github.rest.issues.createComment({ owner, repo, issue_number: number, body })
}

module.exports = { LABEL, MARKER, BOT, resolvePullRequest, checkArtifact, commentBody, postComment }

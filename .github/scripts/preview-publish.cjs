// The trusted half of the preview publisher (pr-preview-publish.yml). It runs with a token that can
// write, on an artifact that a pull request's own build made, so nothing in that artifact decides where
// to publish or whom to address: the pull request is derived from the triggering run (head repository,
// branch and commit, looked up through the API), and the artifact is checked against it.
//
// Policy: a pull request from a branch of this repository is published automatically. One from a fork
// is published only while it carries the `preview` label, which only people with triage or write access
// can apply, and only for the commit the label was applied to: applying it records a commit status on
// the head of that moment (pr-preview-approve.yml, recordApproval), and the build's head commit must
// carry it. pr-preview-approve.yml also takes the label off whenever the head can have changed (a push,
// a reopen), so a maintainer approves each version of the fork's HTML and JS before it reaches the
// project's origin, even when GitHub sends no `synchronize` (a push to a closed pull request).
'use strict'
const fs = require('node:fs')
const path = require('node:path')

const LABEL = 'preview'
const MARKER = '<!-- bench-pages-preview -->'
const BOT = 'github-actions[bot]'
const MAX_COMMENT = 60000
// The commit status that says "a maintainer labelled this exact commit `preview`". Only a token that can
// write statuses here can set it: a fork's build has a read-only one.
const APPROVAL = 'bench-pages/preview-approved'
const SHA = /^[0-9a-f]{40}$/

// pull_request_target `labeled`: the `preview` label approves the head commit of this moment, no other.
async function recordApproval({ github, context }) {
  const { action, label, pull_request: pr, sender } = context.payload
  if (action !== 'labeled' || !label || label.name !== LABEL) return 'not the preview label: nothing to record'
  const sha = pr && pr.head && pr.head.sha
  if (!SHA.test(sha || '')) throw new Error('refusing: the event names no head commit')
  const { owner, repo } = context.repo
  const who = (sender && sender.login) || 'a maintainer'
  await github.rest.repos.createCommitStatus({
    owner,
    repo,
    sha,
    state: 'success',
    context: APPROVAL,
    description: `preview of #${pr.number} approved by ${who}`.slice(0, 140),
  })
  return `recorded the approval of ${sha} for pull request #${pr.number}`
}

// pull_request_target `synchronize` / `reopened` on a fork's pull request: its head may have changed,
// so the label (the visible approval) comes off; the new head has no approval status anyway.
async function revokeApproval({ github, context }) {
  const pr = context.payload.pull_request
  const { owner, repo } = context.repo
  if (!(pr.labels || []).some((l) => l && l.name === LABEL)) return 'no preview label to remove'
  try {
    await github.rest.issues.removeLabel({ owner, repo, issue_number: pr.number, name: LABEL })
  } catch (e) {
    if (e && e.status !== 404) throw e // 404: someone took it off already
  }
  return `removed the preview label from pull request #${pr.number}: its new head needs a new approval`
}

// Whether a maintainer's label approved exactly this commit: the newest status of APPROVAL on it is a
// success set by this repository's workflows.
async function approvedCommit({ github, owner, repo, sha }) {
  const statuses = await github.paginate(github.rest.repos.listCommitStatusesForRef, {
    owner,
    repo,
    ref: sha,
    per_page: 100,
  })
  const latest = statuses.find((s) => s && s.context === APPROVAL) // newest first
  return Boolean(latest && latest.state === 'success' && latest.creator && latest.creator.login === BOT)
}

// Which pull request the finished build belongs to, and whether it may be published.
// `conclusions`: which outcomes of the build may be published (the benchmark comment also reports a
// run that failed its check on a regression).
async function resolvePullRequest({ github, context, conclusions = ['success'] }) {
  const run = context.payload.workflow_run
  if (!run || run.event !== 'pull_request' || !conclusions.includes(run.conclusion)) {
    throw new Error(
      `refusing: the triggering run is not a pull_request build that ended in ${conclusions.join(' or ')}`,
    )
  }
  const { owner, repo } = context.repo
  const headRepo = run.head_repository && run.head_repository.full_name
  const headOwner = run.head_repository && run.head_repository.owner && run.head_repository.owner.login
  if (!headRepo || !headOwner || !run.head_branch || !/^[0-9a-f]{40}$/.test(run.head_sha || '')) {
    throw new Error('refusing: the triggering run names no head repository, branch and commit')
  }
  const pulls = await github.paginate(github.rest.pulls.list, {
    owner,
    repo,
    state: 'open',
    head: `${headOwner}:${run.head_branch}`,
    per_page: 100,
  })
  const matches = pulls.filter(
    (p) => p.head && p.head.sha === run.head_sha && p.head.repo && p.head.repo.full_name === headRepo,
  )
  if (matches.length !== 1) {
    throw new Error(
      `refusing: ${matches.length} open pull requests have head ${headRepo}@${run.head_sha}, expected exactly one`,
    )
  }
  const pr = matches[0]
  if (!Number.isSafeInteger(pr.number) || pr.number <= 0)
    throw new Error('refusing: the pull request number is not a positive integer')
  const fork = headRepo !== `${owner}/${repo}`
  const labelled = (pr.labels || []).some((l) => l && l.name === LABEL)
  const approved = fork && labelled && (await approvedCommit({ github, owner, repo, sha: run.head_sha }))
  const publish = !fork || approved
  const reason = !fork
    ? `pull request #${pr.number} is from this repository`
    : approved
      ? `fork pull request #${pr.number} carries the \`${LABEL}\` label, applied to ${run.head_sha}`
      : labelled
        ? `fork pull request #${pr.number} carries the \`${LABEL}\` label, but it was applied to another commit than ${run.head_sha}: not published until a maintainer applies it again`
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
    if (text !== String(number))
      throw new Error(
        `refusing: the artifact says pull request ${JSON.stringify(text.slice(0, 40))}, the triggering run is #${number}`,
      )
  }
  if (!fs.existsSync(path.join(dir, 'site', 'index.html')))
    throw new Error('refusing: the artifact has no site/index.html')
  walk(dir)
}

function readText(file) {
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''
}

function chartText(dir) {
  const raw = readText(path.join(dir, 'charts.json'))
  if (!raw) return 'Chart snapshots of the base branch were not available.'
  let c
  try {
    c = JSON.parse(raw)
  } catch {
    return 'The list of changed charts could not be read.'
  }
  const names = (k) => (Array.isArray(c[k]) ? c[k].filter((x) => typeof x === 'string') : [])
  const list = [
    ...names('changed').map((x) => `changed: ${x}`),
    ...names('added').map((x) => `added: ${x}`),
    ...names('removed').map((x) => `removed: ${x}`),
  ]
  if (!list.length) return 'No chart changes.'
  return `Charts that change (before/after PNGs are in the workflow artifact):\n\n${list.map((l) => '- `' + l.replace(/[`\r\n\u2028\u2029]/g, ' ') + '`').join('\n')}`
}

// A changed chart's images as the preview publishes them: after, the head build's own embed
// (site/charts/<page>/<id>.png); before, the base build's, which the build job copied beside it
// (site/base-charts/…), so that "before" stays the base commit's chart whatever main publishes later.
// Only names that can be nothing but a path are used, and only images the artifact holds are linked.
const PAGE = /^(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.md$/i
const ID = /^[a-z0-9_-]+$/i
const MAX_IMAGES = 12

function chartImages({ dir, url, sha }) {
  let report
  try {
    report = JSON.parse(readText(path.join(dir, 'compare.json')) || 'null')
  } catch {
    return ''
  }
  const affected = report && report.charts && Array.isArray(report.charts.affected) ? report.charts.affected : []
  const rows = []
  for (const a of affected) {
    if (!a || (a.kind !== 'chart' && a.kind !== 'trend') || typeof a.page !== 'string' || typeof a.id !== 'string')
      continue
    if (a.page.length > 120 || a.id.length > 80 || !PAGE.test(a.page) || !ID.test(a.id)) continue
    const page = a.page.replace(/\.md$/, '').replace(/(^|\/)index$/, '$1')
    const file = `${page.replace(/\/$/, '') || 'index'}/${a.id}.png`
    const img = (folder, alt) =>
      fs.existsSync(path.join(dir, 'site', folder, file))
        ? `<img alt="${alt}" width="400" src="${url}${folder}/${file}?v=${sha.slice(0, 7)}">`
        : '–'
    rows.push(
      `| [${page}#${a.id}](${url}${page}#${a.id}) | ${img('base-charts', 'before')} | ${img('charts', 'after')} |`,
    )
  }
  if (!rows.length) return ''
  const shown = rows.slice(0, MAX_IMAGES)
  const more =
    rows.length > shown.length
      ? `\n\n${rows.length - shown.length} more changed charts are listed in the report above.`
      : ''
  return `### Changed charts, before and after\n\n| chart | before (base) | after (this pull request) |\n| --- | --- | --- |\n${shown.join('\n')}${more}`
}

function commentBody({ owner, repo, number, sha, dir }) {
  const url = `https://${owner}.github.io/${repo}/pr-preview/pr-${number}/`
  let report = readText(path.join(dir, 'compare.md')) || 'No data comparison.'
  if (report.length > MAX_COMMENT - 10000)
    report = `${report.slice(0, MAX_COMMENT - 10000)}\n\n… (cut; the whole report is in the workflow artifact)`
  const images = chartImages({ dir, url, sha })
  return `${MARKER}\n**Preview** of ${sha.slice(0, 7)}: ${url}\n\n${report}\n\n${images ? `${images}\n\n` : ''}${chartText(dir)}\n`
}

// One comment on the derived pull request, the bot's own: a comment someone else wrote with the marker
// is never edited.
async function postComment({ github, context, number, sha, dir }) {
  const { owner, repo } = context.repo
  const body = commentBody({ owner, repo, number, sha, dir })
  const comments = await github.paginate(github.rest.issues.listComments, {
    owner,
    repo,
    issue_number: number,
    per_page: 100,
  })
  const mine = comments.find(
    (c) => c.user && c.user.login === BOT && typeof c.body === 'string' && c.body.startsWith(MARKER),
  )
  if (mine) await github.rest.issues.updateComment({ owner, repo, comment_id: mine.id, body })
  else await github.rest.issues.createComment({ owner, repo, issue_number: number, body })
}

module.exports = {
  walk,
  LABEL,
  MARKER,
  BOT,
  APPROVAL,
  recordApproval,
  revokeApproval,
  resolvePullRequest,
  checkArtifact,
  chartImages,
  commentBody,
  postComment,
}

// The trusted half of the CI action's pull-request comment (action.yml, on workflow_run). The report was
// written by a job that ran the pull request's code, so it is only text to quote: the pull request is
// derived from the triggering run through the API (preview-publish.cjs resolvePullRequest, which also
// serves forks), the artifact's own claim of a number must agree, and the one comment carrying MARKER,
// the bot's own, is created or updated. A build that failed its check on a regression is reported too.
'use strict'
const fs = require('node:fs')
const path = require('node:path')
const { BOT, resolvePullRequest, walk } = require('./preview-publish.cjs')

const MARKER = '<!-- bench-pages-ci -->'
const MAX_COMMENT = 60000

/** The comment's text from the artifact folder, after checking it belongs to pull request `number`. */
function benchCommentBody({ dir, number, sha }) {
  walk(dir) // refuses symbolic links
  const claimed = path.join(dir, 'pr-number')
  const text = fs.existsSync(claimed) ? fs.readFileSync(claimed, 'utf8').trim() : ''
  if (text !== String(number))
    throw new Error(
      `refusing: the artifact says pull request ${JSON.stringify(text.slice(0, 40))}, the triggering run is #${number}`,
    )
  const file = path.join(dir, 'report.md')
  if (!fs.existsSync(file)) throw new Error('refusing: the artifact has no report.md')
  let report = fs.readFileSync(file, 'utf8')
  if (report.length > MAX_COMMENT - 1000)
    report = `${report.slice(0, MAX_COMMENT - 1000)}\n\n… (cut; the whole report is in the job summary)`
  return `${MARKER}\n${report}\n<sub>Measured at ${sha.slice(0, 7)}.</sub>\n`
}

async function postBenchComment({ github, context, dir }) {
  const pr = await resolvePullRequest({ github, context, conclusions: ['success', 'failure'] })
  const { owner, repo } = context.repo
  const body = benchCommentBody({ dir, number: pr.number, sha: pr.sha })
  const comments = await github.paginate(github.rest.issues.listComments, {
    owner,
    repo,
    issue_number: pr.number,
    per_page: 100,
  })
  const mine = comments.find(
    (c) => c.user && c.user.login === BOT && typeof c.body === 'string' && c.body.startsWith(MARKER),
  )
  if (mine) await github.rest.issues.updateComment({ owner, repo, comment_id: mine.id, body })
  else await github.rest.issues.createComment({ owner, repo, issue_number: pr.number, body })
  return `${mine ? 'updated' : 'posted'} the benchmark comment on #${pr.number}`
}

module.exports = { MARKER, benchCommentBody, postBenchComment }

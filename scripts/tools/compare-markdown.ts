// `pnpm compare`'s report as Markdown, for a pull-request comment: every string from data made inert
// (escape.ts), changed rows in a table, each suite folded in <details>, and the whole kept below the
// size GitHub accepts for a comment.
import { mdText } from '../../data/numbers/escape'
import { VERDICT_WORD } from '../../data/analysis/verdict'
import type { Report, Verdict } from './compare-report'
import type { Row } from './compare-rows'
import { chartsLines, plural, suiteLines, summaryLines, verdictLine, type Style } from './compare-words'

/** GitHub refuses comments over 65,536 characters; the Markdown report stays below this. */
export const DEFAULT_MAX_CHARS = 60_000

/**
 * Text from data, made inert for Markdown and HTML at once (data/numbers/escape.ts). A renderer that
 * decodes the entities (markdown-it does) must still not meet "{{": a zero-width space keeps two
 * braces from ever becoming a Vue interpolation.
 */
export function escapeMd(s: string): string {
  return (
    mdText(s)
      .replace(/&#123;(?=&#123;)/g, '&#123;&#8203;')
      // GitHub decodes entities before it links: "&#64;name" still mentioned someone, "https&#58;//" and
      // "www." still became links, "&#35;12" an issue. A word joiner (U+2060, invisible) after "@" and a
      // "#" before a digit, before ":" and inside "www." leaves each as text.
      .replace(/&#64;|&#35;(?=\d)/g, '$&&#8288;')
      .replace(/&#58;/g, '&#8288;&#58;')
      .replace(/\b(www)\./gi, '$1&#8288;.')
  )
}

const VERDICT_MD: Record<Verdict, string> = {
  regressed: `🔴 **${VERDICT_WORD.regressed}**`,
  improved: `🟢 ${VERDICT_WORD.improved}`,
  unchanged: VERDICT_WORD.unchanged,
  failed: `🔴 **${VERDICT_WORD.failed}**`,
  unknown: `⚪ ${VERDICT_WORD.unknown}`,
}

function tableMd(rows: Row[]): string[] {
  const out = ['| Benchmark | Metric | Base | Head | Change | Verdict |', '| --- | --- | ---: | ---: | ---: | --- |']
  for (const r of rows) {
    out.push(
      `| ${escapeMd(r.label)} | ${escapeMd(r.metricLabel)} | ${escapeMd(r.base.text)} | ${escapeMd(r.head.text)} | ${escapeMd(r.changeText)} | ${verdictLine(r, MARKDOWN)} |`,
    )
  }
  return out
}

const MARKDOWN: Style = {
  text: escapeMd,
  strong: (s) => `**${s}**`,
  strongInSummary: (s) => `<b>${s}</b>`,
  verdict: (v) => VERDICT_MD[v],
  warning: (s) => `> ⚠️ **${s}.**`,
  section: (summary, body) => [`<details><summary>${summary}</summary>`, '', ...body, '</details>', ''],
  table: tableMd,
}

export interface MarkdownOptions {
  /** Keep the report below this many characters (a GitHub comment holds 65,536). */
  maxChars?: number
}

export function renderMarkdown(rep: Report, opts: MarkdownOptions = {}): string {
  const max = opts.maxChars ?? DEFAULT_MAX_CHARS
  const { lines, listed } = summaryLines(rep, MARKDOWN)
  const head = ['## Benchmark comparison', '', ...lines]
  if (rep.charts) head.push('### Charts affected', '', ...chartsLines(rep.charts, MARKDOWN))
  const top = head.join('\n') + '\n'
  const suiteMd = (i: number, onlyChanges: boolean) =>
    suiteLines(listed[i]!, rep.alpha, onlyChanges, MARKDOWN).join('\n')
  const full = top + listed.map((_, i) => suiteMd(i, false)).join('')
  if (full.length <= max) return full
  // Too long for a comment: list only what changed, then stop adding suites when full.
  const tail = (n: number) =>
    `_${plural(n, 'suite')} left out to fit a PR comment; run \`pnpm compare … --json\` for the whole comparison._\n`
  let out = top
  for (let i = 0; i < listed.length; i++) {
    const part = suiteMd(i, true)
    if (out.length + part.length + tail(listed.length).length > max) return out + tail(listed.length - i)
    out += part
  }
  return out
}

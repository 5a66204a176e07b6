// The sentences of `pnpm compare`'s report, written once for both renderings: Markdown for a PR comment
// (compare-markdown.ts) and plain text for a terminal (compare-text.ts). Each takes a Style that says how
// data text is made safe (escaped for Markdown, as it is on a terminal) and how emphasis is shown.
import { formatNumber } from '../../data/numbers/format'
import { formatP, percent, plain, TEST_NAME, VERDICT_WORD } from '../../data/analysis/verdict'
import { COMPARED } from '../../components/build-time/rendered-blocks'
import type { ComparedKind } from '../../components/build-time/rendered-blocks'
import type { AffectedReport } from './affected-charts'
import type { Counts, Report, RunInfo, SideInfo, SuiteReport, Verdict } from './compare-report'
import type { Row } from './compare-rows'

export interface Style {
  /** Text from data, as it must be written (Markdown: inert; terminal: as it is). */
  text(s: string): string
  /** Emphasis in running text. */
  strong(s: string): string
  /** Emphasis inside a summary line (Markdown: HTML, since <summary> is not Markdown). */
  strongInSummary(s: string): string
  /** A verdict of a primary metric. */
  verdict(v: Verdict): string
  /** A warning paragraph. */
  warning(s: string): string
  /** A section that may be folded: its summary line, then its lines. */
  section(summary: string, body: string[]): string[]
  /** The table of changed rows. */
  table(rows: Row[]): string[]
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatNumber(n, { decimals: 0 })} ${n === 1 ? one : many}`
}

const count = (n: number) => formatNumber(n, { decimals: 0 })

export function countsLine(c: Counts, st: Style): string {
  const parts = [
    c.regressed ? st.strong(plural(c.regressed, 'regression')) : '0 regressions',
    plural(c.improved, 'improvement'),
    `${count(c.unchanged)} unchanged`,
    ...(c.unknown ? [`${count(c.unknown)} without a verdict`] : []),
    ...(c.secondary ? [`${count(c.secondary)} secondary changed`] : []),
    `${count(c.added)} added`,
    `${count(c.removed)} removed`,
  ]
  return parts.join(' · ')
}

function sideLine(s: SideInfo, st: Style): string {
  const name = st.strong(st.text(s.arg))
  if (s.kind === 'dir') return `${name} (data folder)`
  return `${name} (${s.commit ? `commit ${st.text(s.commit.slice(0, 12))}` : 'git ref'}${s.empty ? ', no data/ folder' : ''})`
}

function runLine(r: RunInfo | undefined, st: Style): string {
  if (!r) return 'no current run'
  const extra = [
    r.version && `version ${r.version}`,
    r.date && !r.id.includes(r.date) ? r.date : undefined,
    r.commit && `commit ${r.commit.slice(0, 12)}`,
  ]
    .filter(Boolean)
    .join(', ')
  return `run ${st.text(r.id)}${extra ? ` (${st.text(extra)})` : ''}`
}

/** The verdict cell: the verdict, then what decided it and every note. */
export function verdictLine(row: Row, st: Style): string {
  const parts = [
    row.primary || row.verdict === 'failed' || row.verdict === 'unknown' || row.verdict === 'unchanged'
      ? st.verdict(row.verdict)
      : `${VERDICT_WORD[row.verdict]} (secondary metric)`,
  ]
  if (row.acknowledged) parts.push(`(acknowledged: ${st.text(row.acknowledged)})`)
  if (row.method !== 'none') parts.push(st.text(row.decided))
  for (const n of row.notes) parts.push(st.text(n))
  return parts.join(' · ')
}

function envWarning(s: Pick<SuiteReport, 'environment'>, st: Style): string {
  return `measured on a different machine/runtime: ${st.text(s.environment.join('; '))} — differences may not be the code's`
}

function suiteSummary(s: SuiteReport, st: Style): string {
  const c = s.counts
  const parts: string[] = []
  if (c.regressed) parts.push(st.strongInSummary(plural(c.regressed, 'regression')))
  if (c.improved) parts.push(plural(c.improved, 'improvement'))
  parts.push(`${count(c.unchanged)} unchanged`)
  if (c.unknown) parts.push(`${count(c.unknown)} without a verdict`)
  if (c.secondary) parts.push(`${count(c.secondary)} secondary changed`)
  if (c.added) parts.push(`${count(c.added)} added`)
  if (c.removed) parts.push(`${count(c.removed)} removed`)
  if (s.environment.length) parts.push('⚠️ different environment')
  if (s.sameRun) parts.push('same run on both sides')
  return `${st.strongInSummary(st.text(s.id))} — ${st.text(s.title)}: ${parts.join(', ')}`
}

/** One suite: its runs and rules, then what changed (all rows, or only `onlyChanges` when space is short). */
export function suiteLines(s: SuiteReport, alpha: number, onlyChanges: boolean, st: Style): string[] {
  const out: string[] = []
  out.push(
    `Base ${runLine(s.base, st)} → head ${runLine(s.head, st)}. A change counts when it is beyond the benchmark's noise band (its run-to-run variation over the suite's history, or ±${percent(s.tolerance)} without enough history; wider when all benchmarks of the two runs scatter more) and significant by the tool's samples or intervals (p < ${plain(alpha)}); one sample a side gives no verdict.`,
    '',
  )
  if (s.environment.length) out.push(st.warning(envWarning(s, st)), '')
  for (const line of sharedLines(s.rows)) out.push(`${st.strong('The whole run moved:')} ${st.text(line)}`, '')
  for (const n of s.notes) out.push(`Note: ${st.text(n)}.`, '')
  if (s.sameRun) {
    out.push(`The same run on both sides: ${plural(s.rows.length, 'value')} unchanged.`, '')
  } else {
    // What changed leads; unchanged values are one line (all of them in --json).
    const rows = s.rows.filter((r) => r.verdict !== 'unchanged' && r.verdict !== 'unknown')
    const unknown = s.rows.filter((r) => r.verdict === 'unknown').length
    if (rows.length) out.push(...st.table(rows), '')
    const quiet = s.rows.length - rows.length - unknown
    if (quiet)
      out.push(`${count(quiet)} unchanged within noise${onlyChanges ? '' : ' (--json lists every value)'}.`, '')
    if (unknown)
      out.push(
        `${count(unknown)} without a verdict: one sample per run (repeat the benchmark, e.g. go test -count=10), a mean without its spread, or two figures with no history or spread to judge them by.`,
        '',
      )
    if (!s.rows.length && !s.added.length && !s.removed.length) out.push('Nothing to compare.', '')
  }
  if (s.added.length)
    out.push(`${st.strong('Added')} (only in head): ${s.added.map((a) => st.text(a.label)).join('; ')}.`, '')
  if (s.removed.length)
    out.push(`${st.strong('Removed')} (only in base): ${s.removed.map((a) => st.text(a.label)).join('; ')}.`, '')
  return st.section(suiteSummary(s, st), out)
}

/** Per metric, the shift most of its benchmarks shared (verdict-table.ts settleShared), said once. */
function sharedLines(rows: SuiteReport['rows']): string[] {
  const out = new Set<string>()
  for (const r of rows) {
    const n = r.notes.find((x) => x.startsWith('moved with the whole run ('))
    if (n)
      out.add(
        `${r.metricLabel}: ${n.slice('moved with the whole run ('.length, -1)}: the machine, or a change they all share; run again to tell.`,
      )
  }
  return [...out]
}

const KIND_WORD = Object.fromEntries(Object.values(COMPARED).map((c) => [c.kind, c.words])) as Record<
  ComparedKind,
  string
>
const CHANGE_WORD = { changed: 'other numbers', added: 'new: no data on base', removed: 'no data on head' } as const

/** "Charts affected": each block of head's pages whose numbers differ, with its page and anchor. */
export function chartsLines(c: AffectedReport, st: Style): string[] {
  const out: string[] = []
  const where = `${plural(c.pages, 'page')} of ${st.text(c.docs)}`
  if (!c.affected.length)
    out.push(`No chart or table on the ${where} draws other numbers (${plural(c.blocks, 'block')} checked).`, '')
  else {
    const pages = new Set(c.affected.map((a) => a.page)).size
    const items = c.affected.map(
      (a) =>
        `- ${st.text(a.page)} › ${st.strong(st.text(a.title))} (${KIND_WORD[a.kind]}, ${st.text(a.suite)}): ${st.text(a.link)} — ${CHANGE_WORD[a.change]}`,
    )
    out.push(
      ...st.section(
        `${plural(c.affected.length, 'chart or table', 'charts and tables')} of ${count(c.blocks)} on ${plural(pages, 'page')} draw other numbers`,
        [...items, ''],
      ),
    )
  }
  for (const e of c.errors) out.push(`Note: a page could not be read with head's data: ${st.text(e)}.`, '')
  return out
}

/** The report's opening: sides, counts, the worst regression, warnings, suites added and removed. */
export function summaryLines(rep: Report, st: Style): { lines: string[]; listed: SuiteReport[] } {
  const out: string[] = [
    `Base ${sideLine(rep.base, st)} → head ${sideLine(rep.head, st)}`,
    '',
    countsLine(rep.counts, st),
    '',
  ]
  if (rep.worst) {
    const { suite, row } = rep.worst
    const how = row.test ? `, ${TEST_NAME[row.test.test]} ${formatP(row.test.p)}, ${row.statistic}` : ''
    out.push(
      `${st.strong('Worst regression:')} ${st.text(suite)} › ${st.text(row.label)} › ${st.text(row.metricLabel)}: ${st.text(row.base.text)} → ${st.text(row.head.text)} (${st.text(row.changeText)}${how})`,
      '',
    )
  }
  for (const s of rep.suites) {
    if (s.environment.length) out.push(st.warning(`${st.text(s.id)}: ${envWarning(s, st)}`), '')
  }
  const titled = (list: Report['suitesAdded']) => list.map((s) => `${st.text(s.id)} (${st.text(s.title)})`).join('; ')
  if (rep.suitesAdded.length) out.push(`${st.strong('New suites')} (only in head): ${titled(rep.suitesAdded)}.`, '')
  if (rep.suitesRemoved.length)
    out.push(`${st.strong('Suites removed')} (only in base): ${titled(rep.suitesRemoved)}.`, '')
  out.push(...historyLines(rep, st))
  if (!rep.suites.length && !rep.suitesAdded.length && !rep.suitesRemoved.length)
    out.push('No suites on either side.', '')
  else if (
    rep.suites.every((s) => s.sameRun) &&
    !rep.suitesAdded.length &&
    !rep.suitesRemoved.length &&
    !rep.history.length
  ) {
    out.push('Nothing changed: every suite has the same latest run on both sides.', '')
  }
  // Suites whose latest run is the same on both sides take one line, not a section each.
  const unchanged = rep.suites.filter((s) => s.sameRun && !s.notes.length && !s.environment.length)
  const listed = rep.suites.filter((s) => !unchanged.includes(s))
  if (unchanged.length && listed.length + rep.suitesAdded.length + rep.suitesRemoved.length > 0) {
    out.push(`Unchanged (the same latest run on both sides): ${unchanged.map((s) => st.text(s.id)).join(', ')}.`, '')
  }
  return { lines: out, listed }
}

/** Each suite whose past differs: runs edited or removed, change points that appeared or vanished. */
function historyLines(rep: Report, st: Style): string[] {
  const out: string[] = []
  const list = (xs: string[]) => xs.map((x) => st.text(x)).join('; ')
  for (const h of rep.history) {
    const parts = [
      h.edited.length ? `${plural(h.edited.length, 'past run')} edited (${list(h.edited)})` : '',
      h.removed.length ? `${plural(h.removed.length, 'run')} removed, only in base (${list(h.removed)})` : '',
    ].filter(Boolean)
    if (parts.length) out.push(st.warning(`${st.text(h.suite)}: history rewritten: ${parts.join('; ')}`), '')
    if (h.appeared.length) out.push(`${st.text(h.suite)}: change points that appeared: ${list(h.appeared)}.`, '')
    if (h.vanished.length) out.push(`${st.text(h.suite)}: change points that vanished: ${list(h.vanished)}.`, '')
  }
  return out
}

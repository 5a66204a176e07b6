// `pnpm compare`'s report as plain text, for a terminal: the same sentences as the Markdown comment
// (compare-words.ts), but data shown exactly as it is (no entities, no Markdown or HTML markup) and
// the changed rows as aligned columns.
import { VERDICT_WORD } from '../../data/analysis/verdict'
import type { Report } from './compare-report'
import type { Row } from './compare-rows'
import { chartsLines, suiteLines, summaryLines, verdictLine, type Style } from './compare-words'

/** Terminals show tabs, line breaks and control characters as layout: one line of visible text. */
function oneLine(s: string): string {
  // eslint-disable-next-line no-control-regex
  return s.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
}

/** Columns padded to their widest cell; numbers (base, head, change) aligned right. */
function tableText(rows: Row[]): string[] {
  const header = ['Benchmark', 'Metric', 'Base', 'Head', 'Change', 'Verdict']
  const cells = rows.map((r) =>
    [r.label, r.metricLabel, r.base.text, r.head.text, r.changeText].map(oneLine).concat(verdictLine(r, TEXT)),
  )
  const width = header.map((h, i) => Math.max(h.length, ...cells.map((c) => [...c[i]!].length)))
  const line = (c: string[]) =>
    c
      .map((x, i) =>
        i === c.length - 1
          ? x
          : i >= 2 && i <= 4
            ? x.padStart(width[i]! + x.length - [...x].length)
            : x.padEnd(width[i]! + x.length - [...x].length),
      )
      .join('  ')
      .trimEnd()
  return [line(header), ...cells.map(line)]
}

const TEXT: Style = {
  text: oneLine,
  strong: (s) => s,
  strongInSummary: (s) => s,
  verdict: (v) => (v === 'regressed' || v === 'failed' ? VERDICT_WORD[v].toUpperCase() : VERDICT_WORD[v]),
  warning: (s) => `Warning: ${s}.`,
  section: (summary, body) => [`── ${summary}`, '', ...body],
  table: tableText,
}

export function renderText(rep: Report): string {
  const { lines, listed } = summaryLines(rep, TEXT)
  const out = ['Benchmark comparison', '', ...lines]
  if (rep.charts) out.push('Charts affected:', '', ...chartsLines(rep.charts, TEXT))
  for (const s of listed) out.push(...suiteLines(s, rep.alpha, false, TEXT))
  return out.join('\n').replace(/\n+$/, '') + '\n'
}

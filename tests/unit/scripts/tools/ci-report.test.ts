// The pull-request report of the CI action (scripts/tools/ci-report.ts) and the suite merge of a push
// re-applied after another job's (scripts/commands/ci-store.ts): hand-made rounds whose answer is plain to see.
import MarkdownIt from 'markdown-it'
import { describe, expect, it } from 'vitest'
import type { Run, Suite } from '../../../../data/schema/schema'
import { mergeSuite, runIdOf } from '../../../../scripts/commands/ci-store'
import { CHART_TOP, pairedReport, renderPairedMarkdown, type Round } from '../../../../scripts/tools/ci-report'

const metrics = { time: { label: 'Time', unit: 'ns', direction: 'lower' as const } }
const run = (sum: number, sort: number, i: number): Run => ({
  id: `r${i}`,
  results: [
    { benchmark: 'sum', values: { time: { value: sum } } },
    { benchmark: 'sort', params: { n: 64 }, values: { time: { value: sort } } },
  ],
})
// The machine drifts 5 % a round; head's sum is 30 % slower, sort the same.
const rounds: Round[] = Array.from({ length: 10 }, (_, i) => {
  const d = 1 + 0.05 * i
  const w = 1 + (i % 3) * 0.004
  return { base: run(100 * d, 50 * d * w, i), head: run(130 * d * w, 50 * d, i) }
})
const info = { baseCommit: 'b'.repeat(40), headCommit: 'c0ffee' + '0'.repeat(34), testbed: 'ci' }

describe('pairedReport', () => {
  it('finds the slowed benchmark, leaves the other, and counts what fails the check', () => {
    const rep = pairedReport(rounds, metrics, info)
    const sum = rep.rows.find((r) => r.benchmark === 'sum')!
    expect(sum.verdict).toBe('regressed')
    expect(sum.change).toBeCloseTo(0.304, 2)
    expect(rep.rows.find((r) => r.benchmark === 'sort')!.verdict).toBe('unchanged')
    expect(rep.regressed).toBe(1)
    const md = renderPairedMarkdown(rep)
    expect(md).toContain('**1 regression** of this pull request')
    expect(md).toMatch(
      /\| sum \| time \| 122\.50\sns \| 160\.21\sns \| \+30\.5\s% \| 🔴 regressed \| 0\.0048 \|/, // medians over drifting rounds
    )
    expect(md).toMatch(/\| sort · n=64 \| time \|/)
  })

  it('an acknowledged regression is shown with its reason and does not fail the check', () => {
    const suite: Pick<Suite, 'acknowledged'> = {
      acknowledged: [{ benchmark: 'sum', metric: 'time', commit: 'c0ffee0', reason: 'sums twice, on purpose' }],
    }
    const rep = pairedReport(rounds, metrics, { ...info, suite })
    expect(rep.regressed).toBe(0)
    expect(renderPairedMarkdown(rep)).toContain('regressed (acknowledged: sums twice, on purpose)')
    // Another commit's acknowledgement does not cover this one.
    const other = { acknowledged: [{ ...suite.acknowledged![0]!, commit: 'deadbee' }] }
    expect(pairedReport(rounds, metrics, { ...info, suite: other }).regressed).toBe(1)
  })

  it('text from the benchmark names cannot break the table', () => {
    const odd: Round[] = rounds.map((r) => ({
      base: { ...r.base, results: [{ benchmark: 'a|b<script>', values: { time: { value: 1 } } }] },
      head: { ...r.head, results: [{ benchmark: 'a|b<script>', values: { time: { value: 1 } } }] },
    }))
    expect(renderPairedMarkdown(pairedReport(odd, metrics, info))).toContain('| a\\|b\\<script\\> |')
  })
})

describe('the before-and-after chart', () => {
  /** A bar's length in eighths of a character. */
  const barOf = (line: string) =>
    [...(/ ([█▏▎▍▌▋▊▉]+)/.exec(line)?.[1] ?? '')].reduce((n, c) => n + (c === '█' ? 8 : ' ▏▎▍▌▋▊▉'.indexOf(c)), 0)
  const chart = (md: string) => /```text\n([\s\S]*?)\n```/.exec(md)?.[1]?.split('\n') ?? []

  it('shows base and head of each changed benchmark as bars in their ratio, unchanged ones left to the table', () => {
    const md = renderPairedMarkdown(pairedReport(rounds, metrics, info))
    expect(md).toContain('Before and after (median over the rounds):')
    const lines = chart(md)
    expect(lines[0]).toBe('sum (time)')
    expect(lines[1]).toMatch(/^ {2}base {2}122\.50\sns {2}█+[▏▎▍▌▋▊▉]?$/)
    expect(lines[2]).toMatch(/^ {2}head {2}160\.21\sns {2}█{30} {2}\+30\.5\s% regressed$/)
    // 122.50 / 160.21 of 30 characters, to the eighth of one: the bars keep the ratio.
    expect(barOf(lines[1]!)).toBe(Math.round((122.5 / 160.21) * 30 * 8))
    expect(barOf(lines[2]!)).toBe(30 * 8)
    expect(lines).toHaveLength(3)
    expect(md.indexOf('```text')).toBeLessThan(md.indexOf('| benchmark |'))
  })

  it(`keeps to the ${CHART_TOP} largest changes, either way, and says how many more the table has`, () => {
    const many = (i: number, side: 'base' | 'head'): Run => ({
      id: `m${i}`,
      results: Array.from({ length: 7 }, (_, k) => ({
        benchmark: `b${k}`,
        // b0 … b6 change by −35 %, +10 %, +15 %, … +35 %, each round on a drifting machine.
        values: { time: { value: 100 * (1 + 0.03 * i) * (side === 'head' ? (k ? 1 + 0.05 * (k + 1) : 0.65) : 1) } },
      })),
    })
    const rs: Round[] = Array.from({ length: 10 }, (_, i) => ({ base: many(i, 'base'), head: many(i, 'head') }))
    const md = renderPairedMarkdown(pairedReport(rs, metrics, info))
    const names = chart(md).filter((l) => !l.startsWith(' '))
    expect(names).toEqual(['b0 (time)', 'b6 (time)', 'b5 (time)', 'b4 (time)', 'b3 (time)'])
    expect(md).toContain('the 5 largest changes')
    expect(md).toContain('2 more changes in the table below.')
  })

  it('is left out when nothing changed', () => {
    const same = rounds.map((r) => ({ base: r.base, head: r.base }))
    expect(renderPairedMarkdown(pairedReport(same, metrics, info))).not.toContain('Before and after')
  })

  it('a benchmark name can neither end its code block nor hide text', () => {
    const evil = 'x\n```\n<img src=x onerror=alert(1)> ````` \u202e'
    const odd: Round[] = rounds.map((r) => ({
      base: { ...r.base, results: [{ benchmark: evil, values: { time: { value: 100 } } }] },
      head: {
        ...r.head,
        results: [{ benchmark: evil, values: { time: { value: 100 * (1.3 + r.base.id.length * 0.001) } } }],
      },
    }))
    const md = renderPairedMarkdown(pairedReport(odd, metrics, info))
    const html = new MarkdownIt({ html: true }).render(md)
    expect(html).not.toMatch(/<img/)
    // The whole chart is one code block: its name, both bars and the change.
    const code = /<pre><code class="language-text">([\s\S]*?)<\/code><\/pre>/.exec(html)?.[1] ?? ''
    expect(code).toContain('x ``` &lt;img src=x onerror=alert(1)&gt; `````')
    expect(code).not.toContain('\u202e') // a right-to-left override would make the line read backwards
    expect(code).toContain('\ufffd')
    expect(code).toMatch(/head .* regressed/)
  })
})

describe('the push', () => {
  it('names a run by the commit’s day, the commit and the testbed', () => {
    expect(runIdOf('2026-11-29', 'abcdef0123456789', 'Linux X64 · AMD EPYC 7763 64-Core Processor')).toBe(
      '2026-11-29-abcdef01-linux-x64-amd-epyc-7763-64-core-processor',
    )
    expect(runIdOf('2026-11-29', 'abcdef0123456789', 'x'.repeat(200))).toHaveLength(80)
  })

  it('a suite created by two jobs at once keeps the branch’s and gains only what it lacked', () => {
    const theirs: Suite = { id: 's', title: 'Theirs', project: 'p', metrics: { time: metrics.time } }
    const ours: Suite = {
      id: 's',
      title: 'Ours',
      project: 'p',
      metrics: {
        time: { ...metrics.time, label: 'Ours' },
        allocs: { label: 'Allocs', unit: 'allocs/op', direction: 'lower' },
      },
      parameters: { n: { label: 'N' } },
    }
    const m = mergeSuite(theirs, ours)
    expect(m.title).toBe('Theirs')
    expect(m.metrics.time!.label).toBe('Time')
    expect(Object.keys(m.metrics).sort()).toEqual(['allocs', 'time'])
    expect(m.parameters).toEqual({ n: { label: 'N' } })
  })
})

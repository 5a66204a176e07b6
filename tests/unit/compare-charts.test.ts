// pnpm compare lists the charts and tables of head's pages whose numbers change: read with the site's
// own Markdown plugin (same specs, titles and anchor ids), built from each side's data.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { main } from '../../scripts/commands/compare'
import { pageLink } from '../../scripts/tools/affected-charts'
import type { Report } from '../../scripts/tools/compare-report'

const tmp = mkdtempSync(join(tmpdir(), 'compare-charts-'))
afterAll(() => rmSync(tmp, { recursive: true, force: true }))

function write(path: string, content: unknown) {
  mkdirSync(dirname(join(tmp, path)), { recursive: true })
  writeFileSync(join(tmp, path), typeof content === 'string' ? content : JSON.stringify(content))
}
const suite = (id: string) => ({
  id,
  title: `Suite ${id}`,
  project: 'Test',
  metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower' } },
})
const run = (id: string, date: string, a: number, b: number) => ({
  id,
  date,
  results: [
    { benchmark: 'A', values: { time: { value: a } } },
    { benchmark: 'B', values: { time: { value: b } } },
  ],
})
const fence = (kind: string, body: string) => `\`\`\`${kind}\n${body}\n\`\`\`\n\n`

// Base: suite s with one run. Head: a second run in which only A changed, and a new suite t.
write('base/data/s/suite.json', suite('s'))
write('base/data/s/runs/r1.json', run('r1', '2026-01-01', 10, 20))
write('head/data/s/suite.json', suite('s'))
write('head/data/s/runs/r1.json', run('r1', '2026-01-01', 10, 20))
write('head/data/s/runs/r2.json', run('r2', '2026-02-01', 15, 20))
write('head/data/t/suite.json', suite('t'))
write('head/data/t/runs/r1.json', run('r1', '2026-02-01', 1, 2))
write(
  'head/docs/index.md',
  `# Home\n\n${fence('bench-chart', 'suite: s\nmetric: time\nwhere: { benchmark: A }\ntitle: Only A\nid: only-a')}${fence('bench-chart', 'suite: s\nmetric: time\nwhere: { benchmark: B }\ntitle: Only B')}${fence('bench-chart', 'suite: s\nmetric: time\nwhere: { benchmark: B }\ntitle: Only B')}${fence('bench-chart', 'suite: s\nmetric: time\nwhere: { benchmark: B }\nrun: r1\ntitle: B of the first run')}`,
)
write(
  'head/docs/guide/x_[<b>y</b>].md',
  `# Hostile name\n\n${fence('bench-table', 'suite: s\nmetric: time\nrows: benchmark\ncaption: All <i>results</i>')}${fence('bench-trend', 'suite: s\nmetric: time\nwhere: { benchmark: B }\nid: trend-b')}${fence('bench-chart', 'suite: t\nmetric: time\nid: t-chart')}`,
)

function compare(args: string[]) {
  let stdout = ''
  let stderr = ''
  const code = main(args, { stdout: (s) => (stdout += s), stderr: (s) => (stderr += s), cwd: tmp })
  return { code, stdout, stderr }
}

describe('charts affected', () => {
  const json = compare(['base/data', 'head/data', '--json'])
  const rep = JSON.parse(json.stdout) as Report

  test("lists exactly the blocks whose numbers differ, with page, title and the site's anchor id", () => {
    expect(json.code).toBe(0)
    expect(rep.charts!.docs).toBe('head/docs')
    expect(rep.charts!.pages).toBe(2)
    expect(rep.charts!.blocks).toBe(7)
    expect(rep.charts!.errors).toEqual([])
    expect(rep.charts!.affected.map(({ page, id, kind, change }) => `${page} ${id} ${kind} ${change}`)).toEqual([
      'guide/x_[<b>y</b>].md all-iresultsi table changed', // A's row changed
      'guide/x_[<b>y</b>].md trend-b trend changed', // a new point (B's value is the same, but it is a new run)
      'guide/x_[<b>y</b>].md t-chart chart added', // suite t is new
      'index.md only-a chart changed',
    ])
    // Unchanged: "Only B" (twice, the second as only-b-2, as the site numbers them) and a chart pinned to r1.
    expect(rep.charts!.affected.find((a) => a.id === 'only-a')).toMatchObject({
      title: 'Only A',
      suite: 's',
      link: '/#only-a',
    })
  })

  test('Markdown has a short section, page paths and titles escaped', () => {
    const md = compare(['base/data', 'head/data']).stdout
    expect(md).toContain('### Charts affected')
    expect(md).toContain('4 charts and tables of 7 on 2 pages draw other numbers')
    expect(md).toContain('- index.md › **Only A** (chart, s): /&#35;only-a — other numbers')
    expect(md).toContain(
      'guide/x&#95;&#91;&lt;b&gt;y&lt;/b&gt;&#93;.md › **All &lt;i&gt;results&lt;/i&gt;** (table, s)',
    )
    expect(md).not.toContain('<b>y')
  })

  test('nothing to list when the data is the same', () => {
    const same = JSON.parse(compare(['head/data', 'head/data', '--json']).stdout) as Report
    expect(same.charts!.affected).toEqual([])
    expect(compare(['head/data', 'head/data']).stdout).toContain(
      'No chart or table on the 2 pages of head/docs draws other numbers (7 blocks checked).',
    )
  })

  test("a page that head's data cannot render is named, not fatal", () => {
    write('head2/data/s/suite.json', suite('s'))
    write('head2/data/s/runs/r1.json', run('r1', '2026-01-01', 10, 20))
    write('head2/docs/index.md', fence('bench-chart', 'suite: gone\nmetric: time'))
    const out = JSON.parse(compare(['base/data', 'head2/data', '--json']).stdout) as Report
    expect(out.charts!.errors[0]).toMatch(/index\.md:1 \(bench-chart\): unknown suite "gone"/)
  })

  test('no pages next to the data folder: no section', () => {
    expect(JSON.parse(compare(['base/data', 'base/data', '--json']).stdout).charts).toBeUndefined()
  })

  test("page links follow the site's clean URLs", () => {
    expect(pageLink('index.md')).toBe('/')
    expect(pageLink('guide/index.md')).toBe('/guide/')
    expect(pageLink('fusion/performance.md')).toBe('/fusion/performance')
  })
})

// Testbeds: a run names the machine class it was measured on (environment.testbed), and verdicts, noise
// bands, change points and pages never mix them. A laptop's fast run is not the base of a CI runner's
// verdict, a page shows the latest run's testbed (or the one a block names, or several side by side, each
// its own line with its own change points, also as compare sees the page), an inline figure of a suite
// measured on several testbeds names one, and ingest says when a suite's runs come from a new one.
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createMarkdownRenderer, type MarkdownRenderer } from 'vitepress'
import { benchBlocks, pageSuites, withBenchData } from '../../.vitepress/markdown/bench-blocks'
import { pageBlocks } from '../../.vitepress/markdown/page-blocks'
import type { ChartModel } from '../../components/chart-types/chart-model'
import { latestTestbedRuns, onTestbed } from '../../data/schema/model'
import type { Run, Suite } from '../../data/schema/schema'
import type { LoadedSuite } from '../../scripts/read/load'
import { compareData } from '../../scripts/tools/compare-report'
import type { SuiteInput } from '../../scripts/tools/compare-rows'
import { runWarnings } from '../../scripts/write/capture'

const suite: Suite = {
  id: 's',
  title: 'S',
  project: 'p',
  metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower' } },
}
const samples = (c: number) => Array.from({ length: 10 }, (_, i) => c * (1 + (i - 5) * 0.002))
const run = (id: string, testbed: string | undefined, time: number): Run => ({
  id,
  date: id,
  ...(testbed ? { environment: { testbed } } : {}),
  results: [{ benchmark: 'sum', values: { time: { value: time, samples: samples(time) } } }],
})
// The runner measures 100 ns on every run; the laptop, measured in between, 60 ns.
const runner = ['2026-01-01', '2026-01-02', '2026-01-03'].map((d) => run(d, 'ubuntu-latest', 100))
const laptop = run('2026-01-04', 'laptop', 60)
const input = (runs: Run[]): Map<string, SuiteInput> => new Map([['s', { suite, runs }]])
const sides = { base: { arg: 'a', kind: 'dir' as const }, head: { arg: 'b', kind: 'dir' as const } }

describe('testbeds', () => {
  it('a verdict takes its base from the head run’s testbed, never the latest run of another', () => {
    const head = run('2026-01-05', 'ubuntu-latest', 101)
    const rep = compareData(input([...runner, laptop]), input([head]), sides)
    const s = rep.suites[0]!
    expect(s.base?.id).toBe('2026-01-03')
    expect(s.rows[0]!.verdict).toBe('unchanged')
    expect(s.notes.join(' ')).toMatch(/1 of another testbed left out/)
    // Against the laptop's run it would have been a 68 % regression.
    const mixed = compareData(
      input([...runner, { ...laptop, environment: { testbed: 'ubuntu-latest' } }]),
      input([head]),
      sides,
    )
    expect(mixed.suites[0]!.rows[0]!.verdict).toBe('regressed')
  })

  it('runs without a testbed stay one testbed, as before', () => {
    const plain = [run('2026-01-01', undefined, 100), run('2026-01-02', undefined, 100)]
    expect(latestTestbedRuns(plain)).toBe(plain)
    expect(onTestbed([...plain, laptop], undefined)).toEqual(plain)
    expect(latestTestbedRuns([...runner, laptop])).toEqual([laptop])
  })

  it('ingest warns when a suite’s runs come from a new testbed, once', () => {
    expect(runWarnings(laptop, runner).join('\n')).toMatch(
      /new testbed, "laptop"; the suite's 3 earlier runs are from "ubuntu-latest": it is compared only with runs of its own testbed/,
    )
    expect(runWarnings(run('2026-01-09', 'laptop', 61), [...runner, laptop]).join('\n')).not.toMatch(/testbed/)
    expect(runWarnings(runner[0]!, []).join('\n')).not.toMatch(/testbed/)
  })

  describe('pages', () => {
    let md: MarkdownRenderer
    beforeAll(async () => {
      md = await createMarkdownRenderer(join(__dirname, '../../docs'), { config: (m) => void m.use(benchBlocks) })
    })
    it('show the history of the latest run’s testbed', () => {
      const data = new Map<string, LoadedSuite>([
        ['s', { suite, runs: [...runner, laptop, run('2026-01-05', 'ubuntu-latest', 100)], dir: '/x' }],
      ])
      const html = withBenchData(data, () => md.render('```bench-runs\nsuite: s\n```\n', { relativePath: 't.md' }))
      expect(html).toContain('2026-01-05')
      expect(html).toContain('2026-01-01')
      expect(html).not.toContain('2026-01-04')
      // The change-points list, its feed and the home page's list see the same one testbed.
      expect(
        withBenchData(data, () =>
          pageSuites()
            .get('s')!
            .runs.map((r) => r.id),
        ),
      ).not.toContain('2026-01-04')
    })
  })
  describe('blocks and figures over several testbeds', () => {
    let md: MarkdownRenderer
    beforeAll(async () => {
      md = await createMarkdownRenderer(join(__dirname, '../../docs'), { config: (m) => void m.use(benchBlocks) })
    })
    const day = (i: number) => `2026-02-${String(i + 1).padStart(2, '0')}`
    // The runner: 100 ns for 8 runs, then 130 ns for 8 (a real regression); the laptop, measured after
    // them, 60 ns throughout. As one history, the laptop's runs would be a 54 % "improvement".
    const runs = [
      ...Array.from({ length: 16 }, (_, i) => run(day(i), 'ubuntu-latest', i < 8 ? 100 : 130)),
      ...Array.from({ length: 8 }, (_, i) => run(day(16 + i), 'laptop', 60)),
    ]
    const data = new Map<string, LoadedSuite>([['s', { suite, runs, dir: '/x' }]])
    const render = (src: string) => withBenchData(data, () => md.render(src, { relativePath: 't.md' }))
    const fence = (kind: string, body: string) => `\`\`\`${kind}\n${body}\n\`\`\`\n`
    const chartOf = (html: string): ChartModel => {
      const spec = /<BenchChart[^>]* spec="([^"]*)"/.exec(html)![1]!
      return JSON.parse(
        spec
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n)))
          .replace(/&amp;/g, '&'),
      )
    }

    it('a trend shows the latest run’s testbed, or the one it names', () => {
      const latest = chartOf(render(fence('bench-trend', 'suite: s\nmetric: time')))
      expect(latest.series.map((x) => x.values)).toEqual([Array(8).fill(60)])
      expect(latest.changes ?? []).toEqual([])
      const runner = chartOf(render(fence('bench-trend', 'suite: s\nmetric: time\ntestbed: ubuntu-latest')))
      expect(runner.labels).toHaveLength(16)
      expect(runner.changes?.map((c) => [c.kind, c.group])).toEqual([['regression', 8]])
      expect(runner.changes![0]!.short).toMatch(/^\+30\.0\s%$/)
    })

    it('testbeds side by side: a line each, values only at its own runs, change points found in its own runs', () => {
      const side = chartOf(render(fence('bench-trend', 'suite: s\nmetric: time\ntestbeds: all')))
      expect(side.series.map((x) => x.label)).toEqual(['ubuntu-latest', 'laptop'])
      expect(side.labels).toHaveLength(24)
      expect(side.series[0]!.values.slice(14)).toEqual([130, 130, ...Array(8).fill(null)])
      expect(side.series[1]!.values).toEqual([...Array(16).fill(null), ...Array(8).fill(60)])
      expect(side.caption).toBe('24 runs of 2 testbeds')
      // The runner's regression, on its line; nothing where the laptop's runs begin.
      expect(side.changes?.map((c) => [c.series, c.kind, c.group])).toEqual([[0, 'regression', 8]])
      // Thinned within each testbed: 8 laptop runs beside 16 runner runs keep their line at 4 points.
      const thinned = chartOf(render(fence('bench-trend', 'suite: s\nmetric: time\ntestbeds: all\nmaxPoints: 8')))
      expect(thinned.series.map((x) => x.values.filter((v) => v !== null).length)).toEqual([4, 4])
      // Listed testbeds only, in the order given.
      const listed = chartOf(render(fence('bench-trend', 'suite: s\nmetric: time\ntestbeds: [laptop]')))
      expect(listed.series.map((x) => x.label)).toEqual(['laptop'])
    })

    it('a bar chart of testbeds side by side: a series per testbed at its latest run, and no run menu', () => {
      const bars = chartOf(render(fence('bench-chart', 'suite: s\nmetric: time\ngroups: benchmark\ntestbeds: all')))
      expect(bars.labels).toEqual(['sum'])
      expect(bars.series.map((x) => [x.label, x.values])).toEqual([
        ['ubuntu-latest', [130]],
        ['laptop', [60]],
      ])
      expect(bars.caption).toBe(`ubuntu-latest: measured ${day(15)}; laptop: measured ${day(23)}`)
      expect(bars.view).toBeUndefined()
      // The default is the latest run's testbed alone.
      const one = chartOf(render(fence('bench-chart', 'suite: s\nmetric: time\ngroups: benchmark')))
      expect(one.series.map((x) => x.values)).toEqual([[60]])
      expect(() => render(fence('bench-chart', 'suite: s\nmetric: time\nseries: benchmark\ntestbeds: all'))).toThrow(
        't.md:1 (bench-chart): testbeds: the series are the testbeds',
      )
      const [drawn] = pageBlocks(
        fence('bench-chart', 'suite: s\nmetric: time\ntestbeds: [laptop, ubuntu-latest]'),
        't.md',
        data,
      )
      expect((drawn!.drawn({ suite, runs }) as ChartModel).series.map((x) => x.values)).toEqual([[60], [130]])
    })

    it('compare sees each trend as the page draws it: never two testbeds as one line', () => {
      const page = [
        fence('bench-trend', 'suite: s\nmetric: time\nid: default'),
        fence('bench-trend', 'suite: s\nmetric: time\nid: both\ntestbeds: all'),
      ].join('\n')
      const blocks = pageBlocks(page, 't.md', data)
      const [one, both] = blocks.map((b) => b.drawn({ suite, runs }) as ChartModel)
      expect(one!.series.map((x) => x.values)).toEqual([Array(8).fill(60)])
      expect(one!.changes).toBeUndefined()
      expect(both!.changes?.map((c) => [c.series, c.kind])).toEqual([[0, 'regression']])
    })

    it('a block naming a testbed the suite lacks fails with one line and did you mean', () => {
      expect(() => render(fence('bench-trend', 'suite: s\nmetric: time\ntestbed: lapto'))).toThrow(
        't.md:1 (bench-trend): suite "s" has no testbed "lapto"; did you mean "laptop"? (testbeds: "ubuntu-latest", "laptop")',
      )
      expect(() => render(fence('bench-trend', 'suite: s\nmetric: time\ntestbeds: [ubuntu-latest, laptp]'))).toThrow(
        'did you mean "laptop"?',
      )
      expect(() => render(fence('bench-runs', 'suite: s\ntestbed: lptop'))).toThrow('did you mean "laptop"?')
    })

    it('other blocks show the testbed they name: its runs, its verdicts', () => {
      const html = render(fence('bench-runs', 'suite: s\ntestbed: ubuntu-latest'))
      expect(html).toContain(day(15))
      expect(html).not.toContain(day(16))
      expect(render(fence('bench-runs', 'suite: s'))).not.toContain(day(15))
    })

    it('an inline figure of a suite with several testbeds names one, or the build stops saying which', () => {
      expect(() => render(':fig{suite=s metric=time benchmark=sum}')).toThrow(
        't.md: :fig{suite=s metric=time benchmark=sum}: suite "s" has runs of 2 testbeds ("ubuntu-latest", "laptop"): add testbed=… to pick one; did you mean testbed="laptop" (the latest run\'s)?',
      )
      expect(() => render(':run{suite=s field=date}')).toThrow('add testbed=… to pick one')
      expect(() => render(':fig{suite=s metric=time benchmark=sum testbed=laptp}')).toThrow(
        ':fig{suite=s metric=time benchmark=sum testbed=laptp}: suite "s" has no testbed "laptp"; did you mean "laptop"?',
      )
      const text = (src: string) =>
        render(src)
          .replace(/<[^>]+>/g, '')
          .replace(/\s/g, ' ')
          .trim()
      expect(text(':fig{suite=s metric=time benchmark=sum testbed=ubuntu-latest}')).toBe('130.00 ns')
      expect(text(':fig{suite=s metric=time benchmark=sum testbed="laptop"}')).toBe('60.00 ns')
      expect(text(':run{suite=s field=date testbed=ubuntu-latest}')).toBe(day(15))
      expect(text(':run{suite=s field=count testbed=laptop}')).toBe('8')
      // A checked claim reads one testbed the same way.
      expect(() => render(':claim[Sum is the fastest]{suite=s metric=time among=benchmark best=sum}')).toThrow(
        'add testbed=… to pick one',
      )
      expect(text(':claim[Sum is the fastest]{suite=s metric=time among=benchmark best=sum testbed=laptop}')).toBe(
        'Sum is the fastest',
      )
    })
  })
})

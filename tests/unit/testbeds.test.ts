// Testbeds: a run names the machine class it was measured on (environment.testbed), and verdicts, noise
// bands, change points and pages never mix them. A laptop's fast run is not the base of a CI runner's
// verdict, a page shows the latest run's testbed, and ingest says when a suite's runs come from a new one.
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createMarkdownRenderer, type MarkdownRenderer } from 'vitepress'
import { benchBlocks, pageSuites, withBenchData } from '../../.vitepress/markdown/bench-blocks'
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
})

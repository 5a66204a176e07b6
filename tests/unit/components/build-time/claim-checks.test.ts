// Checked claims (:claim[sentence]{query}): each kind holds or fails on hand-made data whose answer is
// plain to see, a new run that makes a page's sentence false fails the build with the figures that
// contradict it, and the four pages' claims hold on today's data.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createMarkdownRenderer } from 'vitepress'
import type { MarkdownRenderer } from 'vitepress'
import { benchBlocks, benchData, withBenchData } from '../../../../.vitepress/markdown/bench-blocks'
import { checkClaim } from '../../../../components/build-time/claim-checks'
import type { SuiteData } from '../../../../components/views/select'
import type { LoadedSuite } from '../../../../scripts/read/load'
import type { Result, Run, Suite } from '../../../../data/schema/schema'

const suite: Suite = {
  id: 'codecs',
  title: 'Codecs',
  project: 'p',
  metrics: {
    time: { label: 'Time', unit: 'ns', direction: 'lower', format: { decimals: 0 } },
    rate: { label: 'Rate', unit: 'ops/s', direction: 'higher', format: { decimals: 0 } },
  },
}
const res = (benchmark: string, codec: string, time: number, rate: number): Result => ({
  benchmark,
  params: { codec },
  values: { time: { value: time }, rate: { value: rate } },
})
// A encodes fastest on both tests; B is 30 % slower than A on Map, 10 % on String; C is last.
const run = (id: string, results: Result[]): Run => ({ id, date: id, results })
const first = run('2026-01-01', [
  res('String', 'A', 100, 10),
  res('String', 'B', 110, 9),
  res('String', 'C', 300, 2),
  res('Map', 'A', 200, 5),
  res('Map', 'B', 260, 4),
  res('Map', 'C', 900, 1),
])
const data: SuiteData = { suite, runs: [first] }
const lookup = () => data
const check = (q: string) => checkClaim(`suite=codecs ${q}`, lookup)

describe('claim kinds', () => {
  it('best: holds when the subject leads every group, fails naming who beats it', () => {
    expect(check('metric=time among=codec best=A each=benchmark').holds).toBe(true)
    const c = check('metric=time among=codec best=B each=benchmark')
    expect(c.holds).toBe(false)
    expect(c.failure).toBe('in run "2026-01-01", benchmark=String: A has 100\u00a0ns against B\'s 110\u00a0ns')
  })
  it('worst follows the direction: highest time, lowest rate', () => {
    expect(check('metric=time among=codec worst=C each=benchmark').holds).toBe(true)
    expect(check('metric=rate among=codec worst=C each=benchmark').holds).toBe(true)
    expect(check('metric=rate among=codec worst=B each=benchmark').holds).toBe(false)
  })
  it('ahead: every subject against every other, in every group', () => {
    expect(check('metric=time among=codec ahead=A,B than=C each=benchmark').holds).toBe(true)
    expect(check('metric=rate among=codec ahead=B than=A each=benchmark').failure).toBe(
      'in run "2026-01-01", benchmark=String: B has 9\u00a0ops/s, not ahead of A\'s 10\u00a0ops/s',
    )
  })
  it('within: B is 10 % behind A on String and 30 % on Map (260 / 200)', () => {
    expect(check('metric=time among=codec within=B of=A by=30% each=benchmark').holds).toBe(true)
    expect(check('metric=time among=codec within=B of=A by=10% benchmark=String').holds).toBe(true)
    expect(check('metric=time among=codec within=B of=A by=29% each=benchmark').failure).toContain(
      'in run "2026-01-01", benchmark=Map: B has 260\u00a0ns against A\'s 200\u00a0ns, 30 % behind (claimed at most 29 %)',
    )
    // For a higher-is-better rate, 4 against 5 is 25 % behind (5 / 4 − 1).
    expect(check('metric=rate among=codec within=B of=A by=25% benchmark=Map').holds).toBe(true)
    expect(check('metric=rate among=codec within=B of=A by=24% benchmark=Map').holds).toBe(false)
  })
  it('refuses a query it cannot answer, in words an author can act on', () => {
    expect(() => check('metric=time among=codec best=A')).toThrow(
      'codec=A matches 2 results in the selection; add keys to pick one or each= to check every group',
    )
    expect(() => check('metric=time among=codec best=D each=benchmark')).toThrow(
      'no result with codec="D" in benchmark=String (values: A, B, C)',
    )
    expect(() => check('metric=time among=codec best=A ahead=B than=C')).toThrow(
      'exactly one of best=, worst=, ahead=, within=, found best, ahead',
    )
    expect(() => check('metric=time among=codec within=B of=A')).toThrow('by= as a percentage')
    expect(() => check('metric=time among=codec ahead=B')).toThrow('ahead= needs than=')
    expect(() => check('metric=tme among=codec best=A')).toThrow('did you mean "time"')
  })
})

describe('claims on pages', () => {
  let md: MarkdownRenderer
  beforeAll(async () => {
    md = await createMarkdownRenderer(join(__dirname, '../../../../docs'), {
      config: (m) => {
        m.use(benchBlocks)
      },
    })
  })
  const page =
    'B is :claim[within 30 % of A]{suite=codecs metric=time among=codec within=B of=A by=30% each=benchmark} everywhere.'
  const withRuns = (runs: Run[]) => new Map<string, LoadedSuite>([['codecs', { suite, runs, dir: '/nowhere' }]])

  it("names parameters and values in the suite's words, not its raw keys", () => {
    const labelled: Suite = {
      ...suite,
      parameters: { codec: { label: 'Codec', valueLabels: { A: 'Alpha codec', C: 'Gamma codec' } } },
    }
    const words = (q: string) => checkClaim(`suite=codecs ${q}`, () => ({ suite: labelled, runs: [first] })).summary
    expect(words('metric=time among=codec best=A each=benchmark')).toBe(
      'Checked against the run of 2026-01-01: Alpha codec has the best Time of every codec, for each benchmark (2)',
    )
    expect(words('metric=time among=codec ahead=A,B than=C each=benchmark')).toContain(
      'Alpha codec and B ahead of Gamma codec on Time',
    )
    const keyed: Suite = { ...suite, parameters: { codec: { label: 'Serializer' } } }
    expect(
      checkClaim('suite=codecs metric=time among=codec worst=C benchmark=Map', () => ({ suite: keyed, runs: [first] }))
        .summary,
    ).toContain('of every serializer')
  })
  it('renders the sentence as text with what was checked', () => {
    const html = withBenchData(withRuns([first]), () => md.render(page, { relativePath: 'c.md' }))
    expect(html).toContain(
      '<span class="bench-claim" title="Checked against the run of 2026-01-01: B within 30 % of A on Time, for each benchmark (2)">within 30 % of A</span>',
    )
  })
  it('fails the build once a new run makes the sentence false', () => {
    const slower = run('2026-02-01', [
      res('String', 'A', 100, 10),
      res('String', 'B', 140, 9),
      res('Map', 'A', 200, 5),
      res('Map', 'B', 260, 4),
    ])
    expect(() => withBenchData(withRuns([first, slower]), () => md.render(page, { relativePath: 'c.md' }))).toThrow(
      'c.md: :claim[within 30 % of A] is no longer true: in run "2026-02-01", benchmark=String: B has 140\u00a0ns against A\'s 100\u00a0ns, 40 % behind (claimed at most 30 %)',
    )
  })
  it('keeps figures and emphasis inside the sentence', () => {
    const html = withBenchData(withRuns([first]), () =>
      md.render(
        ':claim[**A** leads at :fig{suite=codecs metric=time benchmark=Map codec=A}]{suite=codecs metric=time among=codec best=A each=benchmark}',
        { relativePath: 'c.md' },
      ),
    )
    expect(html).toMatch(
      /<span class="bench-claim" title="[^"]*"><strong>A<\/strong> leads at <span [^>]*class="bench-fig" title="200 ns">200\u00a0ns<\/span><\/span>/,
    )
  })
  it('every claim of the four pages holds on the shipped data', () => {
    benchData()
    for (const f of ['ergo/benchmarks.md', 'fusion/performance.md', 'topgun/performance.md']) {
      const src = readFileSync(join(__dirname, '../../../../docs', f), 'utf8')
      const html = md.render(src, { relativePath: f })
      expect((html.match(/class="bench-claim"/g) ?? []).length, f).toBe((src.match(/:claim\[/g) ?? []).length)
    }
  })
})

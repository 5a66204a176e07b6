// A run judged regressed stays on its suite's page ("Earlier changes") after the next run, until a later
// run judges it changed again, a change point covers it, or suite.json acknowledges it. Before, run 2's
// regression vanished from the page when run 3 came: the changes table compares the latest two runs only,
// and three runs are too few for a change point.
import { describe, expect, test } from 'vitest'
import type { Run, Suite } from '../../../../data/schema/schema'
import { earlierChanges } from '../../../../components/build-time/earlier-changes'
import { earlierHtml } from '../../../../.vitepress/markdown/html'

const suite: Suite = {
  id: 'go',
  title: 'Go',
  project: 'go',
  metrics: { time: { label: 'Time per op', unit: 'ns', direction: 'lower', stat: 'median' } },
}
/** Ten samples around `level` (the same spread each run), as go test -count=10 gives. */
const samples = (level: number) => [0.99, 1.01, 1, 0.995, 1.005, 0.998, 1.002, 0.997, 1.003, 1].map((f) => f * level)
const run = (i: number, sort: number): Run => ({
  id: `2026-11-0${i}`,
  date: `2026-11-0${i}`,
  results: ['BenchmarkSort', 'BenchmarkHash'].map((b) => {
    const s = samples(b === 'BenchmarkSort' ? sort : 50)
    return { benchmark: b, values: { time: { value: s[9]!, median: s[9]!, samples: s } } }
  }),
})
const view = { suite: 'go' }

describe('earlier changes', () => {
  test("run 2's regression is still listed after run 3, which changed nothing", () => {
    const data = { suite, runs: [run(1, 100), run(2, 130), run(3, 130)] }
    const list = earlierChanges(data, view)
    expect(list.map((e) => [e.run, e.row.of.benchmark, e.row.verdict])).toEqual([
      ['run 2 of 3', 'BenchmarkSort', 'regressed'],
    ])
    expect(earlierHtml(list)).toMatch(
      /Earlier changes.*\n<ul>\n<li class="verdict-regressed"><strong>run 2 of 3<\/strong>: BenchmarkSort, Time per op \+30\.0.%/,
    )
  })
  test('a later run that improves it back supersedes it', () => {
    expect(earlierChanges({ suite, runs: [run(1, 100), run(2, 130), run(3, 130), run(4, 100)] }, view)).toEqual([])
  })
  test('an acknowledgement in suite.json supersedes it', () => {
    const acked: Suite = {
      ...suite,
      acknowledged: [
        { benchmark: 'BenchmarkSort', metric: 'time', run: '2026-11-02', reason: 'A stable sort, on purpose' },
      ],
    }
    expect(earlierChanges({ suite: acked, runs: [run(1, 100), run(2, 130), run(3, 130)] }, view)).toEqual([])
  })
  test("the latest pair is the changes table's, not an earlier change", () => {
    expect(earlierChanges({ suite, runs: [run(1, 100), run(2, 100), run(3, 130)] }, view)).toEqual([])
  })
})

describe('what regressed, named on a line of its own', () => {
  test('parameters every result shares are left out, the others said with their names', () => {
    // The worked example's line read "BenchmarkItoa · 2 · example.com/verdictcorpus": a bare "2" and a path.
    const shared = { gomaxprocs: 2, pkg: 'example.com/verdictcorpus' }
    const withParams = (i: number, sort: number): Run => {
      const r = run(i, sort)
      return {
        ...r,
        results: r.results.flatMap((x) => [64, 1024].map((size) => ({ ...x, params: { ...shared, size } }))),
      }
    }
    const sized: Suite = { ...suite, parameters: { size: { label: 'Size' } } }
    const list = earlierChanges(
      { suite: sized, runs: [withParams(1, 100), withParams(2, 130), withParams(3, 130)] },
      view,
    )
    expect(list.map((e) => e.what).sort()).toEqual(['BenchmarkSort (Size: 1,024)', 'BenchmarkSort (Size: 64)'])
    expect(earlierHtml(list)).toContain('<strong>run 2 of 3</strong>: BenchmarkSort (Size: 64), Time per op')
    expect(earlierHtml(list)).not.toContain('example.com')
  })
})

// Strings that would run, show a computed number or become markup if a page took them for anything but text
// (injection.test.ts), and a suite made of them: a build of a site holding it (new-site-build.ts) must show
// each as text and run nothing.
import type { Run, Suite } from '../../data/schema/schema'

/** A file the second string writes if a page ever runs it as code. */
export const PWNED = '/tmp/bench-injection-pwned'
/** Each would show 289, run code, break the build or become markup if it were not text. */
export const HOSTILE = [
  'BenchmarkX/{{ 17*17 }}/n=1',
  `BenchmarkY/{{$emit.constructor('process.getBuiltinModule("fs").writeFileSync("${PWNED}", "1")')()}}`,
  'BenchmarkExecute/{{.Name}}',
  '<img src=x onerror=alert(1)>',
  '</script><script>alert(1)</script>',
  'a `tick` and ``` fence\n```\nrm -rf /',
  'key: value # comment "quoted" \'single\' ---',
  '---\ntitle: injected\n---',
  '- [x] **bold** _it_ [link](javascript:alert(1)) :fig{suite=h metric=t} :tada: | pipe',
  '1. @someone #12 ${x} \\ &amp; &#123;&#123;',
]

/** A suite whose every string is hostile, with a failed benchmark and a hostile command. */
export function hostileSuite(): { suite: Suite; runs: Run[] } {
  const suite = {
    id: 'names',
    title: `Title ${HOSTILE[0]} ${HOSTILE[3]}`,
    project: HOSTILE[4]!,
    description: HOSTILE[8]!,
    metrics: {
      time: { label: `Time ${HOSTILE[0]}`, unit: 'ns', direction: 'lower' },
      ops: { label: HOSTILE[9]!, unit: 'ops/s', direction: 'higher' },
    },
  } as Suite
  const results = HOSTILE.flatMap((benchmark, i) =>
    [i + 1, i + 2].map((n) => ({
      benchmark,
      params: { n },
      values: { time: { value: 10 * (i + n) }, ops: { value: 100 + i + n } },
    })),
  )
  const runs: Run[] = [
    {
      id: 'r1',
      date: '2026-01-01',
      results,
      failures: [{ benchmark: HOSTILE[5]! }, { benchmark: HOSTILE[2]! }],
      source: { command: `go test -bench '${HOSTILE[5]}'` },
    },
  ]
  return { suite, runs }
}

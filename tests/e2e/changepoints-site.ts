// The change points spec's site (changepoints.spec.ts): a generated suite of 40 runs with a 30 % slowdown at
// run 25, a 20 % speed-up at run 15 and an acknowledged slowdown at run 30, with a page of its trend, the
// site-wide page of change points and the home list (replaced in the `generated` site by the layout fixture's
// page, sites.ts). Built with the other shared sites: in the spec's beforeAll the build held an e2e worker for
// ~11 CPU-s.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** A fixed ±1 % wobble: noisy, reproducible series. */
const wobble = (i: number, k: number) => 1 + 0.01 * Math.sin(i * 2.7 + k + Math.cos(i * 1.3))
const level = (b: string, i: number) =>
  b === 'Parse' ? (i >= 25 ? 130 : 100) : b === 'Encode' ? (i >= 15 ? 160 : 200) : i >= 30 ? 330 : 300

/** Writes the suite's data into `root`/data and the three pages into `root`/docs. */
export function writeChangepointsSite(root: string): void {
  rmSync(root, { recursive: true, force: true })
  const suite = join(root, 'data', 'cp-demo')
  mkdirSync(join(suite, 'runs'), { recursive: true })
  mkdirSync(join(root, 'docs'), { recursive: true })
  writeFileSync(
    join(suite, 'suite.json'),
    JSON.stringify({
      id: 'cp-demo',
      title: 'Change point demo',
      project: 'Demo',
      metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower' } },
      acknowledged: [{ benchmark: 'Decode', metric: 'time', run: 'r030', reason: 'Bounds checks added on purpose' }],
    }),
  )
  for (let i = 0; i < 40; i++) {
    const id = `r${String(i).padStart(3, '0')}`
    writeFileSync(
      join(suite, 'runs', `${id}.json`),
      JSON.stringify({
        id,
        date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 19) + 'Z',
        version: `1.0.${i}`,
        commit: `${String(i).padStart(2, '0')}`.repeat(20),
        results: ['Parse', 'Encode', 'Decode'].map((b, k) => ({
          benchmark: b,
          values: { time: { value: level(b, i) * wobble(i, k) } },
        })),
      }),
    )
  }
  writeFileSync(join(root, 'docs', 'index.md'), '---\ntitle: Home\n---\n# Benchmarks\n\n```bench-pages\n```\n')
  writeFileSync(
    join(root, 'docs', 'demo.md'),
    '---\ntitle: Demo\nsuites: [cp-demo]\n---\n# Demo\n\n```bench-trend\nsuite: cp-demo\nmetric: time\n```\n',
  )
  writeFileSync(
    join(root, 'docs', 'changes.md'),
    '---\ntitle: Changes\n---\n# Regressions and improvements\n\n```bench-changepoints\n```\n',
  )
}

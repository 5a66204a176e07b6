// Builds for `pnpm bench`: the site (or a variant of it) timed with its peak memory, and a generated
// site of many suites × runs. Everything generated lives under .tmp/ inside the project, so that pages
// resolve `vue` and the theme like the real ones.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const VITEPRESS = resolve('node_modules/vitepress/bin/vitepress.js')

export interface BuildRun {
  seconds: number
  /** Peak resident memory of the build process (MB), from /usr/bin/time -v; null where that is missing. */
  peakMb: number | null
  distBytes: number
  files: number
}

/** Size and file count of a folder. */
export function dirSize(dir: string): { bytes: number; files: number } {
  let bytes = 0
  let files = 0
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name)
      if (e.isDirectory()) walk(p)
      else {
        bytes += statSync(p).size
        files++
      }
    }
  }
  if (existsSync(dir)) walk(dir)
  return { bytes, files }
}

/**
 * `vitepress build` of `root` (the site's, or another VitePress root such as the stubbed-out one) into
 * `outDir` (emptied first), with extra environment; throws with the output's tail on failure.
 */
export function timedBuild(
  outDir: string,
  { root = '.', env = {} }: { root?: string; env?: Record<string, string> } = {},
): BuildRun {
  rmSync(outDir, { recursive: true, force: true })
  const time = existsSync('/usr/bin/time')
  const [cmd, args] = time
    ? ['/usr/bin/time', ['-v', process.execPath, VITEPRESS, 'build', root]]
    : [process.execPath, [VITEPRESS, 'build', root]]
  const t0 = performance.now()
  const r = spawnSync(cmd, args as string[], {
    env: { ...process.env, ...env, BENCH_OUT_DIR: resolve(outDir) },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  })
  const seconds = (performance.now() - t0) / 1000
  if (r.status !== 0)
    throw new Error(`build into ${outDir} failed (${r.status}):\n${(r.stdout + r.stderr).slice(-3000)}`)
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr)
  const { bytes, files } = dirSize(outDir)
  return { seconds, peakMb: rss ? Number(rss[1]) / 1024 : null, distBytes: bytes, files }
}

export interface GeneratedSite {
  suites: number
  runs: number
  pages: number
  charts: number
  srcDir: string
  dataDir: string
}

/**
 * Writes `suites` suites of `runs` runs each (4 benchmarks × 2 sizes per run) and one page per 10
 * suites, each suite with a bar chart and a table of its latest run, under `root`.
 */
export function generateSite(root: string, suites: number, runs: number): GeneratedSite {
  rmSync(root, { recursive: true, force: true })
  const dataDir = join(root, 'data')
  const srcDir = join(root, 'docs')
  mkdirSync(srcDir, { recursive: true })
  const benchmarks = ['Encode', 'Decode', 'Hash', 'Sort']
  for (let s = 0; s < suites; s++) {
    const id = `gen-${String(s).padStart(4, '0')}`
    mkdirSync(join(dataDir, id, 'runs'), { recursive: true })
    writeFileSync(
      join(dataDir, id, 'suite.json'),
      JSON.stringify({
        id,
        title: `Generated suite ${s}`,
        project: 'Generated',
        metrics: {
          time: { label: 'Time', unit: 'ns', direction: 'lower' },
          ops: { label: 'Throughput', unit: 'ops/s', direction: 'higher' },
        },
      }),
    )
    for (let r = 0; r < runs; r++) {
      const runId = `r${String(r).padStart(5, '0')}`
      const date = new Date(Date.UTC(2020, 0, 1) + r * 86_400_000).toISOString().slice(0, 19) + 'Z'
      const results = benchmarks.flatMap((b, k) =>
        [64, 4096].map((size) => {
          const t = 100 + k * 40 + size / 64 + ((s * 7 + r * 13 + k) % 23)
          return { benchmark: b, params: { size }, values: { time: { value: t }, ops: { value: Math.round(1e9 / t) } } }
        }),
      )
      writeFileSync(
        join(dataDir, id, 'runs', `${runId}.json`),
        JSON.stringify({ id: runId, date, version: `1.${r}.0`, results }),
      )
    }
  }
  const pages = Math.ceil(suites / 10)
  const index: string[] = ['# Generated site', '']
  for (let p = 0; p < pages; p++) {
    const name = `page-${String(p).padStart(3, '0')}`
    index.push(`- [Page ${p}](./${name})`)
    const body: string[] = [`# Generated page ${p}`, '']
    for (let s = p * 10; s < Math.min(suites, p * 10 + 10); s++) {
      const id = `gen-${String(s).padStart(4, '0')}`
      body.push(
        `## Suite ${s}`,
        '',
        '```bench-chart',
        `suite: ${id}`,
        'metric: time',
        'groups: benchmark',
        'series: size',
        '```',
        '',
        '```bench-table',
        `suite: ${id}`,
        'metric: ops',
        'rows: benchmark',
        'columns: size',
        '```',
        '',
      )
    }
    writeFileSync(join(srcDir, `${name}.md`), body.join('\n'))
  }
  writeFileSync(join(srcDir, 'index.md'), index.join('\n') + '\n')
  return { suites, runs, pages, charts: suites, srcDir, dataDir }
}

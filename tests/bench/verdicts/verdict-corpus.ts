// The corpus of `pnpm bench:verdicts` (tests/fixtures-verdicts/<set>/manifest.json): real repeated captures
// of one tool, A runs of unchanged code and B runs with one benchmark slowed by 10 % or 30 %. Each capture
// goes through ingest exactly as a user's would (`pnpm ingest <file> --dry-run --json`: parser, units,
// --max-samples summaries), so the verdicts are judged on what the site would store.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { main } from '../../../scripts/commands/ingest'
import type { Metric, Run, Suite } from '../../../data/schema/schema'

export interface Capture {
  file: string
  started: string
  busy: boolean
  run: Run
}

export interface CorpusSet {
  name: string
  tool: string
  suite: Suite
  a: Capture[]
  b10: Capture[]
  b30: Capture[]
  /** Benchmark names (as the manifest gives them) slowed in the B runs. */
  slowed: string[]
}

interface Variant {
  files: string[]
  dirs?: string[]
  slowed?: string[]
}

interface Manifest {
  tool: string
  variants: Record<'a' | 'b10' | 'b30', Variant>
  busy?: string[]
  captures?: Record<string, { started?: string }>
}

async function ingestDry(input: string, cwd: string): Promise<{ run: Run; metrics: Record<string, Metric> }> {
  let stdout = ''
  let stderr = ''
  const code = await main(
    [
      input,
      '--dry-run',
      '--json',
      '--suite',
      'corpus',
      '--create',
      '--title',
      'Corpus',
      '--project',
      'Corpus',
      '--data-dir',
      'data',
      '--date',
      '2026-11-25',
    ],
    {
      stdout: (s) => (stdout += s),
      stderr: (s) => (stderr += s),
      isTTY: false,
      cwd,
    },
  )
  if (code !== 0) throw new Error(`${input}: ingest --dry-run failed (exit ${code}): ${stderr.trim()}`)
  const out = JSON.parse(stdout) as { run: Run; metrics: Record<string, Metric> }
  return out
}

export async function loadCorpus(dir: string): Promise<CorpusSet[]> {
  // ingest runs in a temporary folder: a relative corpus path is taken from here.
  const root = resolve(dir)
  const sets: CorpusSet[] = []
  const cwd = mkdtempSync(join(tmpdir(), 'bench-verdicts-'))
  try {
    for (const name of readdirSync(root).sort()) {
      const file = join(root, name, 'manifest.json')
      if (!existsSync(file)) continue
      const m = JSON.parse(readFileSync(file, 'utf8')) as Manifest
      const metrics: Record<string, Metric> = {}
      const read = async (v: Variant): Promise<Capture[]> => {
        const out: Capture[] = []
        for (let i = 0; i < v.files.length; i++) {
          const input = join(root, name, v.dirs?.[i] ?? v.files[i]!)
          const got = await ingestDry(input, cwd)
          Object.assign(metrics, got.metrics)
          const f = v.files[i]!
          out.push({
            file: f,
            started: m.captures?.[f]?.started ?? f,
            busy: !!m.busy?.includes(f),
            run: { ...got.run, id: f, status: 'current' } as Run,
          })
        }
        return out.sort((x, y) => (x.started < y.started ? -1 : x.started > y.started ? 1 : 0))
      }
      const a = await read(m.variants.a)
      const b10 = await read(m.variants.b10)
      const b30 = await read(m.variants.b30)
      const suite = { id: 'corpus', title: name, project: 'Corpus', metrics } as Suite
      sets.push({
        name,
        tool: m.tool,
        suite,
        a,
        b10,
        b30,
        slowed: m.variants.b30.slowed ?? m.variants.b10.slowed ?? [],
      })
    }
  } finally {
    rmSync(cwd, { recursive: true, force: true })
  }
  return sets
}

export interface Pair {
  history: Run[]
  base: Run
  head: Run
  kind: 'aa' | 'b10' | 'b30'
  /** Neither capture was made while other work kept the machine busy (the manifest's `busy`). */
  quiet: boolean
}

/** The run pairs a set is judged on: without history every A run against every other run; with one, each A run the base in turn. */
export function pairsOf(set: CorpusSet, history: boolean): Pair[] {
  const busy = new Set([...set.a, ...set.b10, ...set.b30].filter((c) => c.busy).map((c) => c.run))
  const out: Pair[] = []
  const push = (p: Omit<Pair, 'quiet'>) => out.push({ ...p, quiet: !busy.has(p.base) && !busy.has(p.head) })
  if (!history) {
    set.a.forEach((x, i) =>
      set.a.slice(i + 1).forEach((y) => push({ history: [x.run], base: x.run, head: y.run, kind: 'aa' })),
    )
    for (const kind of ['b10', 'b30'] as const)
      for (const x of set.a) for (const y of set[kind]) push({ history: [x.run], base: x.run, head: y.run, kind })
    return out
  }
  if (set.a.length < 3) return out
  // Every A run serves as the base (the run before the head) in turn, the others in capture order before it
  // (A runs are exchangeable: the same code), so each variant is judged against 12 histories, not one.
  const a = set.a.map((c) => c.run)
  a.forEach((base, k) => {
    const order = [...a.slice(k + 1), ...a.slice(0, k + 1)]
    for (const head of order.slice(0, -1)) push({ history: order.filter((r) => r !== head), base, head, kind: 'aa' })
    for (const kind of ['b10', 'b30'] as const)
      for (const y of set[kind]) push({ history: order, base, head: y.run, kind })
  })
  return out
}

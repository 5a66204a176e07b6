// Lighthouse (the npm package's CLI) on one page with Debian's Chromium: the four category scores and,
// for any category below 100, the audits that cost it points.
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/tools/chromium'

const CLI = resolve('node_modules/lighthouse/cli/index.js')
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

/**
 * The machine's Chromium flags without --disable-gpu: with it, Chromium 156 under Lighthouse never
 * paints (NO_FCP after minutes of protocol timeouts), while Playwright's launches are fine with it.
 */
const LIGHTHOUSE_ARGS = CHROMIUM_ARGS.filter((a) => a !== '--disable-gpu')

export interface LighthouseResult {
  scores: Record<Category, number | null>
  /** Audits that lowered a score: "category: audit id (score) title". */
  failing: string[]
  warnings: string[]
  /** Total Blocking Time and First Contentful Paint (ms), when performance was measured. */
  tbt: number | null
  fcp: number | null
}

/** Runs a child process to its end without blocking this one's event loop (which serves the site). */
function run(args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const keep = (b: Buffer) => {
      output = (output + b.toString()).slice(-4000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    child.on('close', (status) => resolve({ status, output }))
  })
}

// Async on purpose: the site Lighthouse loads is served by this very process (tools/static-server.ts), and a
// synchronous spawn would stop it from answering (the page never painted).
export async function lighthouse(
  url: string,
  preset: 'desktop' | 'mobile',
  outDir: string,
  categories: readonly Category[] = CATEGORIES,
): Promise<LighthouseResult> {
  mkdirSync(outDir, { recursive: true })
  const out = join(outDir, `${url.replace(/^https?:\/\/[^/]+/, '').replace(/[^\w]+/g, '_') || 'home'}-${preset}.json`)
  const args = [
    CLI,
    url,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
    `--only-categories=${categories.join(',')}`,
    `--chrome-flags=--headless=new ${LIGHTHOUSE_ARGS.join(' ')}`,
    ...(preset === 'desktop' ? ['--preset=desktop'] : []),
  ]
  const r = await run(args, { ...process.env, CHROME_PATH: chromiumPath() ?? '' })
  if (r.status !== 0) throw new Error(`lighthouse ${url} failed (${r.status}): ${r.output.slice(-2000)}`)
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>
    audits: Record<string, { score: number | null; title: string; scoreDisplayMode: string; numericValue?: number }>
    runWarnings?: string[]
  }
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, report.categories[c]?.score ?? null])) as Record<
    Category,
    number | null
  >
  const failing: string[] = []
  for (const c of categories) {
    if (c === 'performance') continue
    for (const ref of report.categories[c]?.auditRefs ?? []) {
      const a = report.audits[ref.id]
      if (a && ref.weight > 0 && a.score !== null && a.score < 1)
        failing.push(`${c}: ${ref.id} (${a.score}) ${a.title}`)
    }
  }
  const value = (id: string) => report.audits[id]?.numericValue ?? null
  return {
    scores,
    failing,
    warnings: report.runWarnings ?? [],
    tbt: value('total-blocking-time'),
    fcp: value('first-contentful-paint'),
  }
}

// Lighthouse (the npm package's CLI) on one page with Debian's Chromium: the four category scores and,
// for any category below 100, the audits that cost it points.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { CHROMIUM_ARGS, chromiumPath } from './pages'

const CLI = resolve('node_modules/lighthouse/cli/index.js')
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type Category = (typeof CATEGORIES)[number]

export interface LighthouseResult {
  scores: Record<Category, number | null>
  /** Audits that lowered a score: "category: audit id (score) title". */
  failing: string[]
  warnings: string[]
}

export function lighthouse(url: string, preset: 'desktop' | 'mobile', outDir: string, categories: readonly Category[] = CATEGORIES): LighthouseResult {
  mkdirSync(outDir, { recursive: true })
  const out = join(outDir, `${url.replace(/^https?:\/\/[^/]+/, '').replace(/[^\w]+/g, '_') || 'home'}-${preset}.json`)
  const args = [CLI, url, '--output=json', `--output-path=${out}`, '--quiet', `--only-categories=${categories.join(',')}`,
    `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`, ...(preset === 'desktop' ? ['--preset=desktop'] : [])]
  const r = spawnSync(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromiumPath() ?? '' }, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
  if (r.status !== 0) throw new Error(`lighthouse ${url} failed (${r.status}): ${(r.stderr || r.stdout).slice(-2000)}`)
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>
    audits: Record<string, { score: number | null; title: string; scoreDisplayMode: string }>
    runWarnings?: string[]
  }
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, report.categories[c]?.score ?? null])) as Record<Category, number | null>
  const failing: string[] = []
  for (const c of categories) {
    if (c === 'performance') continue
    for (const ref of report.categories[c]?.auditRefs ?? []) {
      const a = report.audits[ref.id]
      if (a && ref.weight > 0 && a.score !== null && a.score < 1) failing.push(`${c}: ${ref.id} (${a.score}) ${a.title}`)
    }
  }
  return { scores, failing, warnings: report.runWarnings ?? [] }
}

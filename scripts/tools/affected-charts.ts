// Which charts and tables of the site change between two versions of the data (`pnpm compare`): the
// head side's pages are rendered over head's data by the renderer the caller passes (the site's own
// Markdown plugin, .vitepress/markdown/page-blocks.ts), which gives each block's spec, title and anchor
// id exactly as the site has them; each block is then built with the site's builders from base's data
// and from head's, and listed when what it draws differs.
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { ComparedKind, PageBlock, PageBlocks } from '../../components/build-time/rendered-blocks'
import type { SuiteData } from '../../components/views/select'
import type { LoadedSuite } from '../read/load'

export interface AffectedBlock {
  /** The Markdown file, relative to the docs folder: "fusion/performance.md". */
  page: string
  /** The site path of the block: "/fusion/performance#rpc-calls". */
  link: string
  id: string
  kind: ComparedKind
  title: string
  suite: string
  /** changed: it draws other numbers; added / removed: it can be drawn only from head / only from base. */
  change: 'changed' | 'added' | 'removed'
}

export interface AffectedReport {
  /** The docs folder read, as given. */
  docs: string
  pages: number
  /** Charts, trend charts and tables on the pages. */
  blocks: number
  affected: AffectedBlock[]
  /** Pages that could not be rendered with head's data (the site build would fail on them too). */
  errors: string[]
}

type Data = Map<string, Pick<LoadedSuite, 'suite' | 'runs'>>

function markdownFiles(dir: string): string[] {
  const out: string[] = []
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name.startsWith('.') || e.name === 'node_modules') continue
      const p = join(d, e.name)
      if (e.isDirectory()) walk(p)
      else if (e.name.endsWith('.md')) out.push(relative(dir, p).split(sep).join('/'))
    }
  }
  walk(dir)
  return out.sort()
}

/** "fusion/performance.md" → "/fusion/performance", "guide/index.md" → "/guide/" (clean URLs, as the site). */
export function pageLink(page: string): string {
  return `/${page.replace(/\.md$/, '').replace(/(^|\/)index$/, '$1')}`
}

/** What a block draws, without what only names the run (its caption or note). */
function drawn(block: PageBlock, data: Data): string | undefined {
  const suite = data.get(block.suite)
  if (!suite) return undefined
  const sd: SuiteData = { suite: suite.suite, runs: suite.runs }
  try {
    return JSON.stringify(block.drawn(sd))
  } catch {
    return undefined
  }
}

export function affectedBlocks(
  docsDir: string,
  base: Data,
  head: Data,
  render: PageBlocks<Data>,
  docsLabel = docsDir,
): AffectedReport {
  const pages = markdownFiles(docsDir)
  const report: AffectedReport = { docs: docsLabel, pages: pages.length, blocks: 0, affected: [], errors: [] }
  for (const page of pages) {
    let blocks: PageBlock[]
    try {
      blocks = render(readFileSync(join(docsDir, page), 'utf8'), page, head)
    } catch (e) {
      report.errors.push((e as Error).message)
      continue
    }
    report.blocks += blocks.length
    for (const block of blocks) {
      const before = drawn(block, base)
      const after = drawn(block, head)
      if (before === after) continue
      const change = before === undefined ? 'added' : after === undefined ? 'removed' : 'changed'
      report.affected.push({
        page,
        link: `${pageLink(page)}#${block.id}`,
        id: block.id,
        kind: block.kind,
        title: block.title,
        suite: block.suite,
        change,
      })
    }
  }
  return report
}

// The contract between the Markdown blocks (which render pages) and `pnpm compare` (which asks "which
// charts change"), kept here so that neither imports the other: the renderer of each chart, trend and
// table (.vitepress/markdown/block-registry.ts) reports the block it drew, and page-blocks.ts hands compare
// each of them with the registry's own "what does it draw" for its kind.
import type { SuiteData } from '../views/select'

/**
 * The blocks compare reports, by fence name: the name its report (and --json) gives each, and the words
 * its text uses. The one list of them: the registry must give each a `compare` entry (TypeScript checks).
 */
export const COMPARED = {
  'bench-chart': { kind: 'chart', words: 'chart' },
  'bench-trend': { kind: 'trend', words: 'trend chart' },
  'bench-table': { kind: 'table', words: 'table' },
} as const

export type ComparedFence = keyof typeof COMPARED
export type ComparedKind = (typeof COMPARED)[ComparedFence]['kind']

/** A chart, trend or table block as rendered on a page: its fence name, spec, anchor id and title. */
export interface RenderedBlock {
  kind: ComparedFence
  view: { suite: string }
  id: string
  title: string
}

/** A rendered block as compare sees it: what it draws from a suite's data, for any version of the data. */
export interface PageBlock {
  /** The kind as compare's report names it. */
  kind: ComparedKind
  suite: string
  id: string
  title: string
  /** What the block draws from `data`, without what only names the run; throws when it cannot be drawn. */
  drawn(data: SuiteData): unknown
}

/** Renders one page's Markdown over the given data and lists its charts, trends and tables, in page order. */
export type PageBlocks<D> = (markdown: string, page: string, data: D) => PageBlock[]

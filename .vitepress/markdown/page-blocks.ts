// One page rendered with the site's own Markdown plugin over some data, for `pnpm compare`: it gives
// each chart's and table's spec, title and anchor id exactly as the site has them.
import MarkdownIt from 'markdown-it'
import type { RenderedBlock } from '../../components/support/blocks'
import type { LoadedSuite } from '../../scripts/lib/load'
import { benchBlocks, withBenchData } from './bench-blocks'

const build = () => new MarkdownIt({ html: true }).use(benchBlocks)
let md: ReturnType<typeof build> | undefined

export function pageBlocks(markdown: string, page: string, data: Map<string, Pick<LoadedSuite, 'suite' | 'runs'>>): RenderedBlock[] {
  md ??= build()
  const env = { relativePath: page, benchBlocks: [] as RenderedBlock[] }
  withBenchData(data as Map<string, LoadedSuite>, () => md!.render(markdown, env))
  return env.benchBlocks
}

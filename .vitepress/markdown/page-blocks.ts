// One page rendered with the site's own Markdown plugin over some data, for `pnpm compare`: it gives
// each chart's, trend's and table's spec, title and anchor id exactly as the site has them, and what
// each draws, from the block registry.
import MarkdownIt from 'markdown-it'
import { COMPARED } from '../../components/build-time/rendered-blocks'
import type { PageBlock, RenderedBlock } from '../../components/build-time/rendered-blocks'
import type { SuiteData } from '../../components/views/select'
import type { LoadedSuite } from '../../scripts/read/load'
import { benchBlocks, withBenchData } from './bench-blocks'
import { BLOCKS } from './block-registry'

const build = () => new MarkdownIt({ html: true }).use(benchBlocks)
let md: ReturnType<typeof build> | undefined

function pageBlock(b: RenderedBlock): PageBlock {
  const { compare } = BLOCKS[b.kind]
  // Each kind's `drawn` takes its own view type: the one its renderer reported with it.
  const drawn = compare.drawn as (data: SuiteData, view: RenderedBlock['view']) => unknown
  return {
    kind: COMPARED[b.kind].kind,
    suite: b.view.suite,
    id: b.id,
    title: b.title,
    drawn: (data) => drawn(data, b.view),
  }
}

export function pageBlocks(
  markdown: string,
  page: string,
  data: Map<string, Pick<LoadedSuite, 'suite' | 'runs'>>,
): PageBlock[] {
  md ??= build()
  const env = { relativePath: page, benchBlocks: [] as RenderedBlock[] }
  withBenchData(data as Map<string, LoadedSuite>, () => md!.render(markdown, env))
  return env.benchBlocks.map(pageBlock)
}

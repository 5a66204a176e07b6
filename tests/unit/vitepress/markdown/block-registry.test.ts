// The block registry (.vitepress/markdown/block-registry.ts) is the one list of ```bench-…``` kinds: the
// Markdown plugin renders exactly those, the guide documents exactly those, and every chart, trend and
// table a page draws reaches `pnpm compare` with the registry's own "what does it draw".
import { readFileSync } from 'node:fs'
import MarkdownIt from 'markdown-it'
import { describe, expect, it } from 'vitest'
import { benchBlocks, benchData } from '../../../../.vitepress/markdown/bench-blocks'
import { pageBlocks } from '../../../../.vitepress/markdown/page-blocks'
import { BLOCKS } from '../../../../.vitepress/markdown/block-registry'

const kinds = Object.keys(BLOCKS).sort()

describe('block registry', () => {
  it('the guide documents every registered kind, and no other', () => {
    const guide = readFileSync('docs/guide/pages.md', 'utf8')
    const documented = [...new Set([...guide.matchAll(/```(bench-[a-z]+)/g)].map((m) => m[1]!))].sort()
    expect(documented).toEqual(kinds)
  })

  it('a fence of an unregistered kind is left to markdown-it (a code block), not rendered', () => {
    const md = new MarkdownIt({ html: true }).use(benchBlocks)
    expect(md.render('```bench-nothing\nsuite: x\n```\n', { relativePath: 't.md' })).toContain(
      '<pre><code class="language-bench-nothing">',
    )
  })

  it('every spec refuses a key it does not know, naming it', () => {
    for (const [name, k] of Object.entries(BLOCKS)) {
      const r = k.spec.safeParse(name === 'bench-projects' ? [{ nope: 1 }] : { nope: 1 })
      expect(r.success, name).toBe(false)
      expect(JSON.stringify(r.error?.issues), name).toContain('nope')
    }
  })

  it("compare gets each chart, trend and table of a page with its kind's drawing, which follows the data", () => {
    const data = benchData()
    const page = readFileSync('docs/fusion/performance.md', 'utf8')
    const blocks = pageBlocks(page, 'fusion/performance.md', data)
    expect(new Set(blocks.map((b) => b.kind))).toEqual(new Set(['chart', 'trend', 'table']))
    for (const b of blocks) {
      const suite = data.get(b.suite)!
      const drawn = JSON.stringify(b.drawn(suite))
      expect(drawn.length, b.id).toBeGreaterThan(10)
      // With every measured value doubled, the block draws other numbers.
      const doubled = {
        suite: suite.suite,
        runs: suite.runs.map((r) =>
          JSON.parse(JSON.stringify(r), (k, v) =>
            typeof v === 'number' && /^(value|median|min|max|\d+(\.\d+)?)$/.test(k) ? v * 2 : v,
          ),
        ),
      }
      const before = JSON.stringify(b.drawn(doubled))
      expect(before, b.id).not.toBe(drawn)
    }
  })
})

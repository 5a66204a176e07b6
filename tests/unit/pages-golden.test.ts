// What the Markdown plugin makes of every page over today's data/, kept as golden files: a refactor of
// the blocks (registry, builders, renderers) must leave them byte-identical, and a change that means to
// alter a page shows here first. UPDATE_GOLDEN=1 rewrites them; read the diff before committing.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { createMarkdownRenderer } from 'vitepress'
import { beforeAll, describe, expect, it } from 'vitest'
import { benchBlocks, pageSuites, resetBenchData } from '../../.vitepress/markdown/bench-blocks'
import { changesFeed } from '../../.vitepress/changes-feed'

const docs = join(__dirname, '../../docs')
const goldens = join(__dirname, '../golden/pages')

/** The pages with bench blocks or inline figures: the guide's examples are fenced as text, not rendered. */
function pages(dir = docs): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const p = join(dir, e.name)
      if (e.isDirectory()) return e.name.startsWith('.') ? [] : pages(p)
      if (!e.name.endsWith('.md')) return []
      return /^```bench-|:(fig|ratio|run|value)\{|:claim\[/m.test(readFileSync(p, 'utf8')) ? [relative(docs, p)] : []
    })
    .sort()
}

let md: Awaited<ReturnType<typeof createMarkdownRenderer>>
beforeAll(async () => {
  delete process.env.BENCH_DATA_DIR
  resetBenchData()
  md = await createMarkdownRenderer(docs, {
    config: (m) => {
      m.use(benchBlocks)
    },
  })
})

describe('pages as the Markdown plugin renders them', () => {
  const list = pages()
  it('finds the project pages and the home page', () =>
    expect(list).toEqual(
      expect.arrayContaining([
        'index.md',
        'fusion/performance.md',
        'topgun/performance.md',
        'silly/benchmark.md',
        'ergo/benchmarks.md',
      ]),
    ))
  it.each(list)('%s is byte-identical to its golden', (page) => {
    const html = md.render(readFileSync(join(docs, page), 'utf8'), { relativePath: page })
    const file = join(goldens, page.replace(/\.md$/, '.html'))
    if (process.env.UPDATE_GOLDEN === '1') {
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(file, html)
    }
    if (!existsSync(file)) throw new Error(`missing golden ${file} (run with UPDATE_GOLDEN=1)`)
    expect(html === readFileSync(file, 'utf8'), `${page} differs from ${relative(process.cwd(), file)}`).toBe(true)
  })
})

describe('links from the list of changes', () => {
  it('each change links to the trend that draws it, at an id its page has', () => {
    const render = (page: string) => md.render(readFileSync(join(docs, page), 'utf8'), { relativePath: page })
    const links = [...render('changes.md').matchAll(/<td><a href="([^"#]+)#([^"]+)">/g)]
    // The worked example's slowdown is drawn on its page: the row named no chart at all.
    expect(links.map((m) => `${m[1]}#${m[2]}`)).toContainEqual(
      expect.stringMatching(/^examples\/go-history#trend-benchmarksort-.*time$/),
    )
    for (const [, page, id] of links) expect(render(`${page}.md`), `${page}#${id}`).toContain(` id="${id}"`)
    // The feed's entry leads there too.
    const feed = changesFeed(pageSuites().values(), docs, '/changes', '/')
    expect(feed).toContain(`href="/${links[0]![1]}#${links[0]![2]}"`)
  })
})

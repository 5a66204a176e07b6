// Data strings never run and always read as text, whatever generator writes them: the starter page
// (title, description, metric labels, benchmark names, failed benchmarks, the command), its front
// matter, the sidebar, the home page's list, compare's Markdown and the preview comment. Checked at
// each helper (data/numbers/escape.ts), through the Markdown plugin and Vue's template compiler as a
// page build runs them, and by a real `vitepress build` of a site holding the suite (new-site-build.ts).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createMarkdownRenderer } from 'vitepress'
import type { MarkdownRenderer } from 'vitepress'
import { parse as parseSfc } from 'vue/compiler-sfc'
import { createSSRApp } from 'vue'
import { renderToString } from 'vue/server-renderer'
import { parse as parseYaml } from 'yaml'
import { htmlText, mdCode, mdFence, mdHeading, mdLine, mdText, yamlScalar } from '../../data/numbers/escape'
import { benchBlocks, resetBenchData } from '../../.vitepress/markdown/bench-blocks'
import { pageFromText, sidebarGroups } from '../../.vitepress/markdown/site-pages'
import { escapeMd } from '../../scripts/tools/compare-markdown'
import { starterPage } from '../../scripts/tools/starter-page'
import { HOSTILE, hostileSuite, PWNED } from './hostile-suite'
import { newSiteBuild } from './new-site-build'

const ROOT = join(__dirname, '../..')

describe('one helper per context', () => {
  test('YAML scalars read back as the same string', () => {
    for (const s of [...HOSTILE, 'true', 'null', '12', ' padded ', 'plain words', '', '#x', 'a: b', "'", '\u2028']) {
      expect(parseYaml(`key: ${yamlScalar(s)}\n`)).toEqual({ key: s })
      expect(parseYaml(`k: { x: ${yamlScalar(s)} }\n`)).toEqual({ k: { x: s } })
    }
  })

  test('a fence holds any lines verbatim: no line of them can close it', () => {
    const lines = ['echo ```', '```', '````', 'x'.repeat(3)]
    const f = mdFence('sh', lines)
    const fence = f.split('\n')[0]!
    expect(fence).toBe('`````sh')
    expect(f.split('\n').slice(1, -1)).toEqual(lines)
  })

  test('HTML text and Markdown text leave no markup, no Vue delimiter, no line break', () => {
    for (const s of HOSTILE) {
      expect(htmlText(s)).not.toMatch(/[<>"'{}]/)
      const md = mdText(s).replace(/&#?\w+;/g, '')
      expect(md).not.toMatch(/[<>"'{}`*_[\]\\|#@!~$\n]/)
      expect(mdLine(s)).not.toMatch(/^([-+=]|\d+[.)])/)
    }
  })
})

// ── Through the Markdown plugin and Vue's template compiler, as `vitepress build` runs a page ──

let md: MarkdownRenderer
let data = ''
const savedDataDir = process.env.BENCH_DATA_DIR

function writeData(dir: string): void {
  const { suite, runs } = hostileSuite()
  writeFileSync(join(dir, 'names', 'suite.json'), JSON.stringify(suite))
  writeFileSync(join(dir, 'names', 'runs', 'r1.json'), JSON.stringify(runs[0]))
}

/** Vue's view of a page's HTML: the template AST (text decoded), as @vitejs/plugin-vue compiles it. */
function vueAst(html: string) {
  const { descriptor, errors } = parseSfc(`<template><div>${html}</div></template>`)
  expect(errors.map(String)).toEqual([])
  return descriptor.template!.ast!
}
type Node = { type: number; tag?: string; content?: unknown; children?: Node[]; props?: Array<{ name: string }> }
const INTERPOLATION = 5
const TEXT = 2
function walk(n: Node, f: (n: Node) => void): void {
  f(n)
  for (const c of n.children ?? []) walk(c, f)
}
function textOf(n: Node): string {
  if (n.type === TEXT) return String(n.content)
  return (n.children ?? []).map(textOf).join('')
}

beforeAll(async () => {
  const { mkdtempSync, mkdirSync } = await import('node:fs')
  const { tmpdir } = await import('node:os')
  data = mkdtempSync(join(tmpdir(), 'injection-'))
  mkdirSync(join(data, 'names', 'runs'), { recursive: true })
  writeData(data)
  process.env.BENCH_DATA_DIR = data
  resetBenchData()
  md = await createMarkdownRenderer(join(ROOT, 'docs'), {
    config: (m) => {
      m.use(benchBlocks)
    },
  })
})
afterAll(() => {
  if (savedDataDir === undefined) delete process.env.BENCH_DATA_DIR
  else process.env.BENCH_DATA_DIR = savedDataDir
  resetBenchData()
  rmSync(data, { recursive: true, force: true })
  rmSync(PWNED, { force: true })
})

describe('the starter page', () => {
  test('Vue meets no interpolation and no element from data; headings, names and the command read as text', async () => {
    const { suite, runs } = hostileSuite()
    const page = starterPage(suite, runs)
    const body = page.slice(page.indexOf('\n---\n') + 5)
    const html = md.render(body, { relativePath: 'names.md' })
    const ast = vueAst(html) as unknown as Node
    const interpolations: string[] = []
    const tags = new Set<string>()
    walk(ast, (n) => {
      if (n.type === INTERPOLATION) interpolations.push(JSON.stringify(n.content))
      if (n.tag) tags.add(n.tag)
    })
    expect(interpolations).toEqual([])
    // Only elements the Markdown and the blocks make; none named by data (img, script).
    expect(
      [...tags].filter(
        (t) =>
          !/^(div|p|h[1-6]|a|span|code|pre|table|caption|thead|tbody|tr|th|td|button|details|summary|Bench\w+|strong|br|section)$/.test(
            t,
          ),
      ),
    ).toEqual([])
    const headings = (level: number) => {
      const out: string[] = []
      walk(ast, (n) => {
        if (n.tag === `h${level}`)
          out.push(
            textOf(n)
              .replace(/\u200b/g, '')
              .trim(),
          )
      })
      return out
    }
    expect(headings(1)).toEqual([suite.title])
    expect(headings(2)).toEqual(expect.arrayContaining([suite.metrics.time!.label, suite.metrics.ops!.label]))
    const codes: string[] = []
    walk(ast, (n) => {
      if (n.tag === 'code') codes.push(textOf(n))
    })
    const cells: string[] = []
    walk(ast, (n) => {
      if (n.tag === 'th') cells.push(textOf(n).trim())
    })
    // A name's line breaks read as spaces in a heading, a table's row header (benchmarks measured alike
    // share one chart and table) or the note on benchmarks past the page's charts.
    expect([...headings(3), ...cells, ...codes]).toEqual(
      expect.arrayContaining(HOSTILE.map((h) => h.replace(/\n/g, ' '))),
    )
    expect(codes).toEqual(expect.arrayContaining([HOSTILE[5]!.replace(/\n/g, ' '), HOSTILE[2]]))
    // The command's fence holds it whole (VitePress marks code blocks v-pre).
    expect(codes.join('\n')).toContain(`go test -bench '${HOSTILE[5]}'`)
    // Server-rendered as the build does: nothing ran, nothing computed.
    // The site's components are not registered here: Vue's warnings about them are collected, not printed.
    const app = createSSRApp({ template: `<div>${html}</div>` })
    const warnings: string[] = []
    app.config.warnHandler = (msg) => void warnings.push(msg)
    const out = await renderToString(app)
    expect(
      warnings.filter(
        (w) => !/^(Failed to resolve component: Bench\w+|Component <Anonymous> is missing template)/.test(w),
      ),
    ).toEqual([])
    expect(existsSync(PWNED)).toBe(false)
    expect(out).not.toContain('289')
  })

  test('front matter reads back as the data; sidebar and home list show it as text', () => {
    const { suite, runs } = hostileSuite()
    const page = starterPage(suite, runs)
    const p = pageFromText(page, 'names.md')
    expect(p.title).toBe(suite.title)
    expect(p.description).toBe(suite.description)
    expect(p.suites).toEqual(['names'])
    const [group] = sidebarGroups([p])
    // VitePress renders sidebar text as HTML (v-html): it must hold no tag and no delimiter.
    expect(group!.items[0]!.text).toBe(htmlText(suite.title))
    expect(group!.items[0]!.text).not.toMatch(/[<>{}]/)
  })
})

describe('helpers in rendered Markdown', () => {
  test('heading, text and code render each hostile string as exactly that text', async () => {
    for (const s of HOSTILE) {
      const flat = s.replace(/\n/g, ' ')
      const html = md.render(`${mdHeading(3, s)}\n\n${mdLine(s)} and ${mdCode(s)}\n`, { relativePath: 'x.md' })
      const ast = vueAst(html) as unknown as Node
      walk(ast, (n) => expect(n.type).not.toBe(INTERPOLATION))
      const h3: string[] = []
      const code: string[] = []
      walk(ast, (n) => {
        if (n.tag === 'h3') h3.push(textOf(n))
        if (n.tag === 'code') code.push(textOf(n))
      })
      expect(h3[0]!.replace(/\u200b/g, '').trim()).toBe(flat.trim())
      expect(code).toEqual([flat])
      const out = await renderToString(createSSRApp({ template: `<div>${html}</div>` }))
      expect(out).not.toMatch(/<img|<script|289/)
    }
    expect(existsSync(PWNED)).toBe(false)
  })

  test('a heading keeps the anchor its text gives: Time_per_op is #time-per-op', () => {
    expect(md.render(mdHeading(2, 'Time_per_op (n=1.5)'), { relativePath: 'x.md' })).toMatch(
      /^<h2 id="time-per-op-n-1-5"/,
    )
  })

  test("compare's Markdown keeps every hostile string inert", () => {
    for (const s of HOSTILE) {
      expect(escapeMd(s).replace(/&#?\w+;/g, '')).not.toMatch(/[<>{}`*_[\]\\|#@\n]/)
    }
  })
})

describe('a real build of a site holding the suite', () => {
  test('the starter page, sidebar and home list of a hostile suite build, run nothing and show the strings as text', async () => {
    // A site made by create-site with the suite and its starter page beside its own (new-site-build.ts).
    const { build: r, dist, hostile } = await newSiteBuild()
    expect(r.stderr).not.toMatch(/error|warn|\n\s+at /i)
    expect(r.status).toBe(0)
    expect(existsSync(PWNED)).toBe(false)
    for (const f of ['index.html', `${hostile}.html`]) {
      const html = readFileSync(join(dist, f), 'utf8')
      expect(html).not.toMatch(/<img|<script>alert|>289</)
      // The sidebar (both pages) and the home list show the title escaped.
      expect(html).toContain(htmlText('<img src=x onerror=alert(1)>').replace(/'/g, '&#39;'))
    }
  }, 300_000)
})

describe('the preview comment', () => {
  test('chart names stay inside their inline code: no backtick or line break ends it', async () => {
    const { mkdtempSync } = await import('node:fs')
    const { tmpdir } = await import('node:os')
    const { createRequire } = await import('node:module')
    const { commentBody } = createRequire(import.meta.url)('../../.github/scripts/preview-publish.cjs') as {
      commentBody: (o: object) => string
    }
    const dir = mkdtempSync(join(tmpdir(), 'comment-'))
    try {
      writeFileSync(join(dir, 'charts.json'), JSON.stringify({ changed: HOSTILE }))
      const body = commentBody({ owner: 'o', repo: 'r', number: 1, sha: 'a'.repeat(40), dir })
      const items = body.split('\n').filter((l) => l.startsWith('- '))
      expect(items).toHaveLength(HOSTILE.length)
      for (const l of items) expect(l).toMatch(/^- `changed: [^`]*`$/)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('the e2e fixture', () => {
  test("tests/e2e/fixtures-hostile/docs/starter.md is the generator's output for its data (regenerate: generate-starter.ts)", async () => {
    const { hostileStarter, STARTER_FILE } = await import('../e2e/fixtures-hostile/generate-starter')
    expect(readFileSync(STARTER_FILE, 'utf8')).toBe(hostileStarter())
  })
})

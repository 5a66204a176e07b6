// A mistake in a page fails `vitepress build` with one line, once, naming the page and its line in the
// file (front matter included); so does a page whose render throws, which used to publish it empty.
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { createMarkdownRenderer } from 'vitepress'
import type { MarkdownRenderer } from 'vitepress'
import { benchBlocks } from '../../.vitepress/markdown/bench-blocks'
import { buildTempSite, tempSite } from './temp-site'

const BAD_BLOCK =
  '---\ntitle: Bad\nsidebar: Guide\n---\n# Bad\n\n```bench-table\nsuite: nope\nmetric: x\nrows: benchmark\n```\n'

let md: MarkdownRenderer
beforeAll(async () => {
  md = await createMarkdownRenderer(join(__dirname, '../../docs'), {
    config: (m) => {
      m.use(benchBlocks)
    },
  })
})

function thrown(f: () => unknown): string {
  try {
    f()
  } catch (e) {
    return (e as Error).message
  }
  return ''
}

describe('line numbers', () => {
  test('a block is named by its line in the file, front matter counted', () => {
    expect(thrown(() => md.render(BAD_BLOCK, { relativePath: 'bad.md' }))).toMatch(
      /^bad\.md:7 \(bench-table\): unknown suite "nope"/,
    )
    expect(thrown(() => md.render(BAD_BLOCK.slice(BAD_BLOCK.indexOf('# Bad')), { relativePath: 'bad.md' }))).toMatch(
      /^bad\.md:3 \(bench-table\)/,
    )
  })
})

describe('vitepress build', () => {
  test('a bad block: one line, once, with its line; no stack trace', async () => {
    const site = tempSite({ 'index.md': '# Home\n', 'guide/bad.md': BAD_BLOCK })
    try {
      const r = await buildTempSite(site)
      expect(r.status).toBe(1)
      expect(r.stderr.split('\n').filter((l) => l.includes('nope'))).toEqual([
        'page error: guide/bad.md:7 (bench-table): unknown suite "nope" (suites: )',
      ])
      expect(r.stderr + r.stdout).not.toMatch(/\n\s+at /)
    } finally {
      rmSync(site.root, { recursive: true, force: true })
    }
  }, 240_000)

  test('a page whose render throws fails the build with one line naming it', async () => {
    // Rendering is the server bundle's: the client bundle, which never runs the page, is left out.
    const site = tempSite(
      {
        'index.md': '# Home\n',
        'guide/bad.md': '---\ntitle: Bad\n---\n# Bad\n\n{{ (() => { throw new Error("boom") })() }}\n',
      },
      {},
      { serverOnly: true },
    )
    try {
      const r = await buildTempSite(site)
      expect(r.status).toBe(1)
      expect(r.stderr.split('\n').filter((l) => l.includes('boom'))).toEqual(['render error: guide/bad.md: boom'])
      expect(r.stderr + r.stdout).not.toMatch(/\n\s+at /)
    } finally {
      rmSync(site.root, { recursive: true, force: true })
    }
  }, 240_000)
})

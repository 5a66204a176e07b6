// The home page's list of pages (```bench-pages```): each page once, with what its suites hold. A starter
// page takes its suite's title, so the list said "Acme strings" under the link "Acme strings".
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { pagesListHtml } from '../../../../.vitepress/markdown/pages-list'
import type { SuiteData } from '../../../../components/views/select'

const dir = mkdtempSync(join(tmpdir(), 'pages-list-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const suite = (id: string, title: string): SuiteData => ({
  suite: { id, title, project: 'acme', metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower' } } },
  runs: [{ id: 'r1', date: '2026-11-01', results: [] }],
})
const page = (file: string, title: string, suites: string[]) =>
  writeFileSync(join(dir, file), `---\ntitle: ${title}\nsidebar: Projects\nsuites: [${suites.join(', ')}]\n---\n`)

describe('bench-pages', () => {
  it("names a suite under its page's link only where its title says something the link does not", () => {
    page('acme.md', 'Acme strings', ['acme'])
    page('both.md', 'Acme and Zed', ['acme2', 'zed'])
    const suites = new Map([
      ['acme', suite('acme', 'Acme strings')],
      ['acme2', suite('acme2', 'Acme parsing')],
      ['zed', suite('zed', 'Zed parsing')],
    ])
    const html = pagesListHtml(dir, 'index.md', suites, null)
    expect(html.match(/Acme strings/g)).toHaveLength(1)
    expect(html).toContain('<a href="acme">Acme strings</a>')
    expect(html).toContain('1 run, latest <span class="bench-pages__date">2026-11-01</span>')
    expect(html).toContain('Acme parsing <span class="bench-pages__meta">(1 run')
    expect(html).toContain('Zed parsing <span class="bench-pages__meta">(1 run')
  })
})

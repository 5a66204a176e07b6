// The ingest guide stays in step with the parser registry: every format has a page and a line in
// the formats index, and the pages are safe for VitePress (no Vue interpolation, no stray HTML).
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { parsers } from '../../scripts/parsers/parser-registry'

const GUIDE = fileURLToPath(new URL('../../docs/guide/', import.meta.url))
const FORMATS = join(GUIDE, 'formats')
/** Pages written by others (docs/guide/formats/generic.md, docs/guide/pages.md) are not checked here. */
const OURS = [
  'publishing.md',
  ...readdirSync(FORMATS)
    .filter((f) => f.endsWith('.md') && f !== 'generic.md')
    .map((f) => `formats/${f}`),
]

const pageOf = (id: string) => (id.startsWith('generic-') ? 'generic' : id)

/** The Markdown outside fenced code blocks and inline code spans. */
function prose(md: string): string {
  return md.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '')
}

describe('docs/guide/formats', () => {
  test.each(parsers.map((p) => p.id))('format %s has a page and a line in the index', (id) => {
    expect(existsSync(join(FORMATS, `${pageOf(id)}.md`)), `docs/guide/formats/${pageOf(id)}.md`).toBe(true)
    expect(readFileSync(join(FORMATS, 'index.md'), 'utf8')).toContain(`[\`${id}\`](./${pageOf(id)})`)
    if (!id.startsWith('generic-'))
      expect(readFileSync(join(FORMATS, `${id}.md`), 'utf8')).toContain(`Format id: \`${id}\``)
  })

  test.each(OURS)('%s is plain Markdown VitePress can compile', (file) => {
    const md = readFileSync(join(GUIDE, file), 'utf8')
    const text = prose(md)
    expect(text, 'Vue would interpolate "{{" outside code').not.toContain('{{')
    expect(text.match(/<\/?[A-Za-z][^>\n]*>?/g) ?? [], 'HTML-like tags outside code').toEqual([])
    expect((md.match(/^```/gm) ?? []).length % 2, 'unbalanced code fences').toBe(0)
  })
})

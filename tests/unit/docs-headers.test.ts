// Every hand-written Markdown table of the pages and guides opens with capitalised column names, as the
// tables built from data do ("| metric | unit | better |" read like notes, issue 48).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

const DOCS = join(__dirname, '../../docs')
const pages = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const p = join(dir, f)
    return statSync(p).isDirectory() ? (f === 'public' ? [] : pages(p)) : f.endsWith('.md') ? [p] : []
  })

/** The header rows of a page's Markdown tables (outside fenced code). */
function headerRows(text: string): string[] {
  const lines = text.split('\n')
  let code = false
  return lines.filter((l, i) => {
    if (l.startsWith('```')) code = !code
    return !code && l.startsWith('|') && /^\|[ :|-]*-[ :|-]*$/.test(lines[i + 1] ?? '')
  })
}

describe('Markdown tables of the pages and guides', () => {
  it('name their columns with a capital (a cell that opens with code or a symbol is left as written)', () => {
    const lower = pages(DOCS).flatMap((p) =>
      headerRows(readFileSync(p, 'utf8'))
        .filter((row) => row.split('|').some((cell) => /^\s*[a-z]/.test(cell)))
        .map((row) => `${relative(DOCS, p)}: ${row}`),
    )
    expect(lower).toEqual([])
  })
})

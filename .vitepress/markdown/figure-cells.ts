// markdown-it plugin: a cell of a hand-written Markdown table that holds only a figure ("71.8 KB",
// "+30 %", "120.4 ns") gets the class `bench-figure`, so that it never breaks between the number and
// its unit, as figures in tables built from data never do. Without it a phone showed the guide's
// "0.3 s" as "0.3" over "s". The layout suite checks these cells like the data tables' figures.
import type { MarkdownRenderer as MarkdownIt } from 'vitepress'

export const FIGURE_CLASS = 'bench-figure'

/** Longer cells are text, whatever they start with. */
const MAX_CHARS = 24
/** A number (sign, separators, %, ×) with an optional unit word, once or a few times ("2 min 12 s"). */
const PART = String.raw`[-−+~≈]?\d[\d,.\u00a0\u202f]*(?:\s?[%×x])?(?:\s[A-Za-zµμ°/]+)?`
const FIGURE = new RegExp(String.raw`^${PART}(?:\s${PART})*$`)

/** Whether a cell's source text is a figure and nothing else. */
export function isFigureCell(text: string): boolean {
  const t = text.trim()
  return t.length > 0 && t.length <= MAX_CHARS && FIGURE.test(t)
}

/**
 * Code in a table cell (a command, a flag) may break after "=", "/" or "," and at its spaces, never inside a
 * flag: the formats guide's commands broke anywhere to fit their column ("--benchmark-js|on=results.json").
 */
export function codeBreaks(html: string): string {
  // Not the "/" of the closing tag.
  return html.replace(/(?<!<)([=/,])(?=[^\s<])/g, '$1<wbr>')
}

export function figureCells(md: MarkdownIt): void {
  md.core.ruler.push('bench_figure_cells', (state) => {
    const tokens = state.tokens
    for (let i = 0; i + 1 < tokens.length; i++) {
      const open = tokens[i]!
      if (open.type !== 'td_open') continue
      const inline = tokens[i + 1]!
      if (inline.type === 'inline' && isFigureCell(inline.content)) open.attrJoin('class', FIGURE_CLASS)
      for (const child of inline.children ?? []) if (child.type === 'code_inline') child.meta = { inCell: true }
    }
  })
  const code = md.renderer.rules.code_inline!
  md.renderer.rules.code_inline = (tokens, idx, options, env, self) => {
    const html = code(tokens, idx, options, env, self)
    return (tokens[idx]!.meta as { inCell?: boolean } | null)?.inCell ? codeBreaks(html) : html
  }
}

// markdown-it plugin: a cell of a hand-written Markdown table that holds only a figure ("71.8 KB",
// "+30 %", "120.4 ns") gets the class `bench-figure`, so that it never breaks between the number and
// its unit, as figures in tables built from data never do. Without it a phone showed the guide's
// "0.3 s" as "0.3" over "s". The layout suite checks these cells like the data tables' figures.
// A table with text besides its row names (the guides' option and field tables) becomes a card a row on a phone
// (class `bench-md-cards`, each cell labelled with its column's name): as a table it scrolled sideways by a
// few pixels to a few hundred, or squeezed its code a few letters a line.
import type { MarkdownRenderer as MarkdownIt } from 'vitepress'

export const FIGURE_CLASS = 'bench-figure'
export const CARDS_CLASS = 'bench-md-cards'
const NOBR_CLASS = 'bench-nobr'

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
 * Code in a table cell (a command, a flag, a field path) may break after "=", "/" or "," and at its spaces,
 * and after a ".", "_" or "::" joining two names ("metrics.<id>.unit", "items_per_second", "nanobench::templates"), never inside a word or
 * a flag: the formats guide's commands and fields broke anywhere to fit their column
 * ("--benchmark-js|on=results.json", "environm|ent").
 */
export function codeBreaks(html: string): string {
  // Not the "/" of the closing tag; a ".", "_" or "::" only before a name (not inside "0.3.1"), a "." not
  // before a file's extension ("r.json").
  const broken = html
    .replace(/(?<!<)([=/,])(?=[^\s<])/g, '$1<wbr>')
    .replace(/(?<=\w|&gt;|\])(_|::|\.(?![A-Za-z\d]{1,4}\b))(?=[A-Za-z]|&lt;)/g, '$1<wbr>')
  // A browser also breaks after a hyphen: a phone's card read "wrk -t2 -c100 -d30s -" over "-latency", and
  // "-" over "bench=.". A piece between those breaks that holds a hyphen stays on one line (tags untouched).
  return broken
    .split(/(<[^>]*>)/)
    .map((part, i) => (i % 2 ? part : part.replace(/[^\s]*-[^\s]*/g, (w) => `<span class="${NOBR_CLASS}">${w}</span>`)))
    .join('')
}

/** A header cell's text as a reader sees it (code without its backticks). */
const plainText = (inline: Token) =>
  inline.children?.map((c) => (c.type === 'text' || c.type === 'code_inline' ? c.content : '')).join('') ??
  inline.content

type Token = InstanceType<MarkdownIt['core']['State']>['tokens'][number]

/** A cell that is empty, a dash, or a figure: what a grid of figures holds besides its row names. */
const gridCell = (text: string) => /^\s*[—–-]?\s*$/.test(text) || isFigureCell(text)

/**
 * Labels each body cell with its column's header, and marks a table as cards on a phone unless it is a grid of
 * figures (every cell after the row's name a figure): a grid reads across, and scrolls if it must.
 */
function labelTables(tokens: Token[]): void {
  let table: Token | undefined
  let labels: string[] = []
  let text = false
  let col = 0
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!
    if (t.type === 'table_open') [table, labels, text] = [t, [], false]
    else if (t.type === 'tr_open') col = 0
    else if (t.type === 'th_open') labels.push(plainText(tokens[i + 1]!).trim())
    else if (t.type === 'td_open') {
      if (labels[col]) t.attrSet('data-label', labels[col]!)
      if (col > 0 && !gridCell(tokens[i + 1]!.content)) text = true
      col++
    } else if (t.type === 'table_close' && table && text) table.meta = { cards: true }
  }
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
    labelTables(tokens)
  })
  // VitePress writes its own `<table tabindex="0">` (a scroll box a keyboard can reach) and drops the token's attributes.
  const table = md.renderer.rules.table_open!
  md.renderer.rules.table_open = (tokens, idx, options, env, self) => {
    const html = table(tokens, idx, options, env, self)
    return (tokens[idx]!.meta as { cards?: boolean } | null)?.cards
      ? html.replace('<table', `<table class="${CARDS_CLASS}"`)
      : html
  }
  const code = md.renderer.rules.code_inline!
  md.renderer.rules.code_inline = (tokens, idx, options, env, self) => {
    const html = code(tokens, idx, options, env, self)
    return (tokens[idx]!.meta as { inCell?: boolean } | null)?.inCell ? codeBreaks(html) : html
  }
}

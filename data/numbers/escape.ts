// Data strings (benchmark names, titles, labels, commands) written into a page, its front matter, the
// sidebar or a pull-request comment: one helper per context, each making the string plain text there.
// Pages are compiled twice (Markdown, then the HTML as a Vue template), so every helper that feeds a
// page also keeps "{{" away from Vue. Pure string functions: the browser, the build and the tools use them.

// C0/C1 controls and the bidirectional overrides that can make text read differently than it is.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/**
 * Characters a name must not hide: C0 and C1 controls (tab and line breaks included), non-characters
 * (U+FDD0–U+FDEF, and U+FFFE and U+FFFF of every plane, which XML refuses), bidirectional marks, embeddings,
 * overrides and isolates (U+202E turned the rest of a sentence around), zero-width characters (U+200B made
 * two names look the same) and lone surrogates. visibleText writes each as \u followed by its code.
 */
const HIDDEN =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u206f\ufeff\ufdd0-\ufdef\ufffe\uffff]|[\ud83f\ud87f\ud8bf\ud8ff\ud93f\ud97f\ud9bf\ud9ff\uda3f\uda7f\udabf\udaff\udb3f\udb7f\udbbf\udbff][\udffe\udfff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/**
 * `s` with every hidden character written out as \uXXXX (\u{XXXXX} beyond the first plane): seen, and
 * never breaking XML. `breaks`: tab and line breaks stay (text that may hold several lines).
 */
export function visibleText(s: string, breaks = false): string {
  if (!HIDDEN.test(s)) return s
  HIDDEN.lastIndex = 0
  return s.replace(HIDDEN, (c) => {
    if (breaks && (c === '\t' || c === '\n' || c === '\r')) return c
    const cp = c.codePointAt(0)!
    return cp > 0xffff
      ? `\\u{${cp.toString(16).toUpperCase()}}`
      : `\\u${cp.toString(16).toUpperCase().padStart(4, '0')}`
  })
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '{': '&#123;',
  '}': '&#125;',
}

/**
 * Text or a quoted attribute value in HTML that Vue compiles as a template (a page's HTML) or shows
 * with v-html (the sidebar, prev/next links): "<" never opens a tag, a quote never ends the
 * attribute, and "{" / "}" are entities, so "{{ … }}" is never an interpolation.
 */
export function htmlText(s: string): string {
  // Hidden characters written out: a control or U+FFFE made SVG and the Atom feed ill-formed XML, U+202E
  // turned a sentence around, U+200B made two names look alike.
  return visibleText(s, true).replace(/[&<>"'{}]/g, (c) => HTML_ENTITIES[c]!)
}

/** A result with its benchmark name and parameters (names and text values) as visibleText shows them. */
export function visibleResult<R extends { benchmark: string; params?: Record<string, unknown> }>(
  r: R,
  breaks = false,
): R {
  const params = r.params && Object.entries(r.params)
  const show = (s: string) => visibleText(s, breaks)
  const changed = (s: string) => show(s) !== s
  if (!changed(r.benchmark) && !params?.some(([k, v]) => changed(k) || (typeof v === 'string' && changed(v)))) return r
  const out = { ...r, benchmark: show(r.benchmark) }
  if (params)
    out.params = Object.fromEntries(
      params.map(([k, v]) => [show(k), typeof v === 'string' ? show(v) : v]),
    ) as R['params']
  return out
}

/**
 * Markdown specials as numeric entities. markdown-it reads an entity as a literal character (never
 * as syntax), VitePress writes it back as the entity, and GitHub does the same: one escape works in
 * paragraphs, headings, table cells and inside raw HTML like <summary> or <code> (backslash escapes
 * do not work inside HTML). "@" and "#" keep
 * GitHub from mentioning people or linking issues, "|" keeps a table row whole.
 */
const MD_ENTITIES: Record<string, string> = {
  ...HTML_ENTITIES,
  '|': '&#124;',
  '`': '&#96;',
  '*': '&#42;',
  _: '&#95;',
  '[': '&#91;',
  ']': '&#93;',
  '\\': '&#92;',
  '#': '&#35;',
  '@': '&#64;',
  '~': '&#126;',
  $: '&#36;',
  '!': '&#33;',
  ':': '&#58;',
}
// ":" only before a word or "/", where it may open ":fig{…}", an ":emoji:" or a "scheme://" link.
const MD_SPECIAL = /[&<>"'{}|`*_[\]\\#@~$!]|:(?=[\w/+-])/g
/** At the start of a line these open a list, a quote, a heading or a thematic break. */
const LINE_START = /^([-+=]|\d+[.)])/

/**
 * Inline Markdown text after other text on its line (a table cell, a heading, the middle of a
 * sentence): shows exactly `s`, with line breaks as spaces, so that it cannot end the line it is on.
 */
export function mdText(s: string): string {
  const flat = visibleText(s.replace(/[\t\r\n\u2028\u2029]+/g, ' '))
  return flat.replace(MD_SPECIAL, (c) => MD_ENTITIES[c]!)
}

/** Inline text that starts a line of Markdown (a paragraph's first words): also never a list, quote or rule. */
export function mdLine(s: string): string {
  return mdText(s).replace(LINE_START, (m) => m.slice(0, -1) + `&#${m.charCodeAt(m.length - 1)};`)
}

/**
 * A Markdown heading of `level` (1–6) whose text is `s`; an empty string still makes a heading.
 * Backslash escapes here: VitePress makes the heading's anchor from its text with entities left as
 * written, so "&#95;" would put "95" into the anchor of "Time_per_op". Braces stay entities (Vue).
 */
export function mdHeading(level: number, s: string): string {
  const flat = visibleText(s.replace(/[\t\r\n\u2028\u2029]+/g, ' ').trim())
  const escaped = flat.replace(/[!-/:-@[-`|~]/g, (c) => `\\${c}`).replace(/[{}]/g, (c) => HTML_ENTITIES[c]!)
  return `${'#'.repeat(level)} ${escaped || '&#8203;'}`
}

/**
 * Inline code holding `s`. A Markdown code span would end at a backtick and, in a Vue page, still
 * interpolate "{{"; raw <code> with entity-escaped text does neither.
 */
export function mdCode(s: string): string {
  return `<code>${mdText(s)}</code>`
}

/**
 * A fenced code block of `info` holding `lines` verbatim: its fence is longer than any run of
 * backticks inside, so no line of the content can close it. (VitePress marks code blocks v-pre:
 * "{{" in them stays text.)
 */
export function mdFence(info: string, lines: string[]): string {
  const body = visibleText(lines.join('\n').replace(UNSAFE, '\ufffd'), true).replace(/\r\n?|[\u2028\u2029]/g, '\n')
  const longest = Math.max(0, ...[...body.matchAll(/`+/g)].map((m) => m[0].length))
  const fence = '`'.repeat(Math.max(3, longest + 1))
  return `${fence}${info}\n${body}\n${fence}`
}

/** Plain YAML scalars that read back as the same string: words, spaces and a little punctuation inside. */
const YAML_PLAIN = /^[A-Za-z][\w .()/+-]*$/
const YAML_WORDS = /^(true|false|null|yes|no|on|off|y|n|~)$/i

/**
 * A YAML scalar (front matter, a block's spec) that reads back as exactly `s`: plain when that is
 * safe, else double-quoted (JSON's escapes are YAML's), so ": ", "#", quotes, "---" and line
 * breaks cannot end the value, start a comment or end the front matter.
 */
export function yamlScalar(s: string): string {
  if (YAML_PLAIN.test(s) && !YAML_WORDS.test(s) && s.trim() === s) return s
  return JSON.stringify(s).replace(/[\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16)}`)
}

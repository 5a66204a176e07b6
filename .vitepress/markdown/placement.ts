// Where a page's blocks start, as lower bounds known at build time, and what the first paint skips.
//
// A long page (the Fusion page: 8 charts and 25 tables) spent its first frame laying out all of its
// content, most of it screens below what a reader sees first, and painted 20–30 % later than a plain
// page. Blocks that surely start far below the first screen are marked `bench-far`; for the first frame
// of a fresh load at the top of the page, `content-visibility: auto` lets the browser skip them (see
// style.css), and the head script below lifts that one frame later, so everything lays out as usual
// before a reader can scroll. "Surely" rests on lower bounds: every height counted above a block is at
// most its real height at any width, so a block marked far is at least FAR_BELOW px down, outside the
// first screen and outside the margin within which the browser renders such content anyway. A block
// that can change what is on screen when it lays out is therefore never skipped.
import type { MarkdownRenderer as MarkdownIt } from 'vitepress'

/** A block is far when everything above it is at least this tall (px), the nav bar included. */
export const FAR_BELOW = 1500
/** Viewports taller than this (px) skip nothing: the browser renders content-visibility: auto content
 *  within about half a viewport of the screen, and far blocks must stay out of that range. */
export const MAX_VIEWPORT = Math.floor(FAR_BELOW / 1.5)
/** The nav bar's height: content starts below it. */
const NAV = 64
/** A table row of one line: 8 px padding above and below 24 px of text; counted a little lower. */
const ROW = 36
/** A caption, a title or a line of text. */
export const LINE = 24
/** The class of a far block's root element (style.css skips it on a first paint). */
export const FAR_CLASS = 'bench-far'

/** More characters than a line of the text column holds at any width (about 90 of prose fit). */
const CHARS_PER_LINE = 140
/** Lower bounds of the heights of Markdown's own blocks, by token type. */
const HEADING: Record<string, number> = { h1: 40, h2: 56, h3: 28 }

export interface PlacementEnv {
  /** Lower bound of the height of the bench blocks rendered so far on this page (px). */
  benchFloor?: number
}

interface Placed {
  meta: unknown
}
interface Meta {
  benchAbove?: number
  benchHidden?: boolean
}

/** The floor of a table of `rows` body rows with a header row and a caption. */
export const tableFloor = (rows: number): number => LINE + (rows + 1) * ROW

/** The floor of a chart figure: its title, its tool bar (32 px) and the plot box of known height. */
export const chartFloor = (boxHeight: number): number => LINE + 32 + boxHeight

/** Characters a paragraph shows: its text and code, not the Markdown or the source of inline figures. */
function textLength(inline: { children: Array<{ type: string; content: string }> | null } | undefined): number {
  let n = 0
  for (const c of inline?.children ?? []) if (c.type === 'text' || c.type === 'code_inline') n += c.content.length
  return n
}

/**
 * markdown-it core rule: stores on each fence the floor of the Markdown text above it (headings,
 * paragraphs, list items, table rows, code lines; bench blocks are added when they render, once their
 * rows are known) and whether it sits in a closed `::: details` block, which takes no room.
 */
export function placement(md: MarkdownIt): void {
  md.core.ruler.push('bench_placement', (state) => {
    let above = NAV
    let closed = 0
    for (const [i, t] of state.tokens.entries()) {
      if (t.type === 'container_details_open' && t.attrGet('open') === null) closed++
      else if (t.type === 'container_details_close' && closed > 0) closed--
      if (t.type === 'fence') {
        const meta: Meta = { benchAbove: above, benchHidden: closed > 0 }
        t.meta = { ...(t.meta as object | null), ...meta }
        if (!closed && !t.info.trim().startsWith('bench-')) above += (t.content.split('\n').length - 1) * 18
        continue
      }
      if (closed) continue
      if (t.type === 'heading_open') above += HEADING[t.tag] ?? LINE
      else if (t.type === 'paragraph_open' && t.level === 0)
        above += LINE * Math.max(1, Math.ceil(textLength(state.tokens[i + 1]) / CHARS_PER_LINE))
      else if (t.type === 'list_item_open') above += LINE
      else if (t.type === 'tr_open') above += ROW
    }
    return true
  })
}

/**
 * Whether a bench block starts far below the first screen, given the floor of what rendered above it;
 * then counts its own floor (`floor`, px) for the blocks below it. Blocks in closed details count nothing.
 */
export function place(token: Placed, env: PlacementEnv, floor: number): boolean {
  const meta = (token.meta ?? {}) as Meta
  if (meta.benchHidden) return false
  const top = (meta.benchAbove ?? 0) + (env.benchFloor ?? 0)
  env.benchFloor = (env.benchFloor ?? 0) + floor
  return meta.benchAbove !== undefined && top >= FAR_BELOW
}

/** The class attribute of a far block's component (Vue passes it to the component's root element). */
export const farClass = (far: boolean): string => (far ? ` class="${FAR_CLASS}"` : '')

/** The id of the body's last element (config.ts adds it): a first paint that waits for it waits for the whole page. */
export const PARSED_ID = 'bench-page-parsed'

/**
 * The id of the first far block in a page's rendered HTML (its root element carries the id), if any. A far
 * page's first paint waits for that element (a render-blocking `expect` link, config.ts): what is above it
 * is what a first screen can show, and painted half-parsed on a busy CPU, a table there re-laid its
 * columns as its last rows came in (a layout shift of 0.0002–0.0003 in 6 of 85 loads at 8× CPU slowdown, beside other work).
 */
export function firstFarId(html: string): string | undefined {
  const tag = firstFarTag(html)
  return tag === undefined ? undefined : /\sid="([^"]+)"/.exec(tag)?.[1]
}

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c)

/**
 * The first tag whose class attribute lists FAR_CLASS, in one pass: what
 * /<[a-zA-Z][^>]*\sclass="(?:[^"]*\s)?bench-far(?:\s[^"]*)?"[^>]*>/ found, which tried every split of a
 * long tag. A tag runs from "<" and a letter to the first ">" after the class attribute that lists it; of
 * the class attributes before the tag's first ">", the last one that lists it ends it, as the expression's
 * greedy [^>]* had it.
 */
export function firstFarTag(html: string): string | undefined {
  // Class attributes (" class=" and a quoted value) that list FAR_CLASS, with a ">" somewhere after them.
  const far: Array<{ at: number; end: number }> = []
  for (let w = html.indexOf('class="'); w !== -1; w = html.indexOf('class="', w + 1)) {
    const close = html.indexOf('"', w + 7)
    if (close === -1) break
    const gt = html.indexOf('>', close + 1)
    if (gt === -1) break
    if (
      isSpace(html[w - 1]) &&
      html
        .slice(w + 7, close)
        .split(/\s/)
        .includes(FAR_CLASS)
    )
      far.push({ at: w - 1, end: gt })
  }
  let next = 0
  let gt = -1
  for (let s = html.indexOf('<'); s !== -1 && next < far.length; s = html.indexOf('<', s + 1)) {
    if (!/[a-zA-Z]/.test(html[s + 1] ?? '')) continue
    // The tag's first ">" (the last one found still is, while it lies after this "<" and its letter).
    if (gt < s + 2) gt = html.indexOf('>', s + 2)
    if (gt === -1) return undefined
    while (next < far.length && far[next]!.at < s + 2) next++
    let last = -1
    for (let i = next; i < far.length && far[i]!.at < gt; i++) last = i
    if (last !== -1) return html.slice(s, far[last]!.end + 1)
  }
  return undefined
}

/**
 * Inline head script of pages with far blocks. Marks <html> for the first frame of a fresh load at
 * the top of the page (not at an anchor, not a reload or history step, whose scroll position the
 * browser restores, not in a tall window), and lifts the mark one frame after the document is parsed.
 * Opened at an anchor, the page instead holds its first paint until it is parsed, as pages without far
 * blocks always do (a render-blocking `expect` link): painting earlier showed the top of the page, then
 * jumped to the anchor once it was parsed, and laid the page out again after every chunk the parser
 * added — on a phone, most of the main-thread time between the first paint and a usable page. (Far
 * blocks after the anchor were also left out of layout until they neared the viewport, with a 300 px
 * placeholder: the browser settled which were on screen only a frame after the jump, which a busy main
 * thread delayed past hydration, and the blocks below the anchor moved; taken out.)
 */
export const firstPaintScript =
  `(()=>{const d=document.documentElement,n=performance.getEntriesByType("navigation")[0];` +
  `if(location.hash){const l=document.createElement("link");l.rel="expect";l.href="#${PARSED_ID}";` +
  `l.setAttribute("blocking","render");document.head.appendChild(l);return}` +
  `if(innerHeight>${MAX_VIEWPORT}||(n&&n.type!=="navigate"))return;d.classList.add("bench-first-paint");` +
  `const lift=()=>requestAnimationFrame(()=>setTimeout(()=>d.classList.remove("bench-first-paint")));` +
  `document.readyState==="loading"?document.addEventListener("DOMContentLoaded",lift,{once:true}):lift()})()`

// Layout defects a reader sees, read from the laid-out page (tests/e2e/layout.spec.ts): a figure with its
// unit broken over two lines, a table column with no value in any row, a table wider than its box on a
// wide screen, a page that scrolls sideways, text cut by its box, a control whose label is cut, a chart's
// controls on more than one row on a phone, a phone table pinning a column that is not a verdict or a
// figure too wide to be seen beside the pinned columns, a phone reader scrolling sideways to compare a
// row's before, after and verdict (layout-compare.ts), a short word of a row name broken in two, an
// environment table scrolling sideways, code in a table broken inside a word, a hand-written table scrolling
// sideways on a phone, a data table scrolling sideways on a phone by a few pixels.
import type { Page } from '@playwright/test'
import { comparisonProblems } from './layout-compare'
import { BREAK_AFTER } from '../../components/views/table-view'

export interface LayoutOptions {
  /** Tables must fit their box (no sideways scrolling): checked from 1350 px up. */
  tablesFit: boolean
}

/** Every defect on the page at its current width, one line each ("" when none). */
export async function layoutProblems(page: Page, opts: LayoutOptions): Promise<string[]> {
  const phone = await page.evaluate(() => window.innerWidth <= 640)
  return [...(await pageProblems(page, opts)), ...(phone ? await comparisonProblems(page) : [])]
}

function pageProblems(page: Page, opts: LayoutOptions): Promise<string[]> {
  // Where a row name may break (table-view.ts namePieces), for the check of row names below.
  const args = { ...opts, breakAfter: BREAK_AFTER.source }
  return page.evaluate((o) => {
    const problems: string[] = []
    const where = (el: Element) => {
      const box = el.closest('[id]')
      return `${box ? `#${box.id}` : el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60)}"`
    }
    // A card table's header row is for assistive technology only, clipped to nothing (style.css).
    const clippedHead = (el: Element) => {
      const head = el.closest('thead')
      return !!head && getComputedStyle(head).clipPath === 'inset(50%)'
    }
    const hidden = (el: Element) =>
      !!el.closest('.visually-hidden, [hidden], details:not([open])') ||
      (el as HTMLElement).offsetParent === null ||
      clippedHead(el)

    // The page never scrolls sideways.
    const doc = document.documentElement
    if (doc.scrollWidth > doc.clientWidth + 1)
      problems.push(`page scrolls sideways: ${doc.scrollWidth} px content in a ${doc.clientWidth} px window`)

    /** Lines a text node takes: its boxes, grouped where they overlap vertically (a fallback font's glyph
     *  sits a little higher or lower on the same line). */
    const lines = (node: Node | Range) => {
      const r = node instanceof Range ? node : document.createRange()
      if (!(node instanceof Range)) r.selectNodeContents(node)
      const rects = [...r.getClientRects()].filter((x) => x.width > 0).sort((a, b) => a.top - b.top)
      let n = 0
      let bottom = -Infinity
      for (const x of rects) {
        if (x.top >= bottom - 2) n++
        bottom = Math.max(x.top >= bottom - 2 ? x.bottom : bottom, x.bottom)
      }
      return n
    }

    for (const table of document.querySelectorAll<HTMLTableElement>('.vp-doc table')) {
      if (hidden(table)) continue
      // A figure with its unit never wraps (a data table's numeric cell, or a Markdown table's figure cell):
      // every text of the cell sits on one line, except between the figures of a cell of several (each
      // then in a .bench-nowrap) and the verdict under a change.
      for (const cell of table.querySelectorAll('td.num, td.bench-figure')) {
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          if (!n.textContent?.trim()) continue
          const parent = n.parentElement!
          if (parent.closest('.verdict, .verdict-reason')) continue
          if (cell.classList.contains('wrap') && !parent.closest('.bench-nowrap')) continue
          // Percentiles may break between figures below 360 px only (a figure's unit is joined by a no-break space).
          if (cell.classList.contains('spread') && window.innerWidth < 360) continue
          if (lines(n) > 1) problems.push(`figure wraps in ${where(cell)}`)
        }
      }
      // A row's name breaks between words, or at the places a name without spaces may break (table-view.ts
      // namePieces: "edtf/|natlang/|tests.py::|test_|benchmark_|natlang[|1270"), or inside a piece too long for
      // any line, never inside a short one ("Architectur|e" beside a long command, "natlang[Jan|uary"). Below
      // 360 px a phone table's kept first column is narrowed to leave its figures room.
      for (const th of window.innerWidth >= 360 ? table.querySelectorAll('th[scope="row"]') : []) {
        const walker = document.createTreeWalker(th, NodeFilter.SHOW_TEXT)
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          for (const m of (n.textContent ?? '').matchAll(/\S+/g)) {
            // The word's pieces: it may break at the end of each.
            const ends = [...m[0].matchAll(new RegExp(o.breakAfter, 'g'))].map((b) => b.index + b[0].length)
            let from = 0
            for (const end of [...ends, m[0].length]) {
              if (end <= from) continue
              const piece = m[0].slice(from, end)
              const at = m.index + from
              from = end
              if (piece.length < 2 || piece.length > 14) continue
              const r = document.createRange()
              r.setStart(n, at)
              r.setEnd(n, at + piece.length)
              if (lines(r) > 1) problems.push(`word "${piece}" broken in a row name: ${where(th)}`)
            }
          }
        }
      }
      // Code in a table (a field, an option, a command) breaks between its names, never inside a word
      // ("environm|ent", "items_per_s|econd" in the guides' field tables at 1350 px): each run of letters and
      // digits on one line.
      for (const code of table.querySelectorAll('td > code')) {
        const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT)
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          for (const m of (n.textContent ?? '').matchAll(/[\p{L}\p{N}]{2,}/gu)) {
            const r = document.createRange()
            r.setStart(n, m.index)
            r.setEnd(n, m.index + m[0].length)
            if (lines(r) > 1) problems.push(`word "${m[0]}" broken in code: ${where(code)}`)
          }
        }
      }
      // On a phone a hand-written table of text is cards (figure-cells.ts) and never scrolls sideways; a grid
      // of figures may scroll, but not by a few pixels (as tables the guides' field tables overflowed by 4 px
      // and more, their last column cut at the edge).
      const over = table.scrollWidth - table.clientWidth
      if (
        window.innerWidth <= 640 &&
        (!table.className || table.classList.contains('bench-md-cards')) &&
        !table.closest('.bench-table, .BenchChart') &&
        over > 1 &&
        (table.classList.contains('bench-md-cards') || over <= 24)
      )
        problems.push(`hand-written table scrolls sideways by ${over} px on a phone: ${where(table)}`)
      // A data table on a phone (360 px and up) fits its box, or is cards, or clearly scrolls: not by a few
      // pixels, its last column cut under the scroll shade (TopGun's "≥ 80 %" by 18 px, Ergo's by 17, at 390 px),
      // in the web font and in the wider fallback font a slow load keeps (font-display: optional).
      const scroll = table.closest('.bench-table__scroll')
      const by = scroll ? scroll.scrollWidth - scroll.clientWidth : 0
      if (window.innerWidth >= 360 && window.innerWidth <= 640 && by > 1 && by <= 24)
        problems.push(`data table scrolls sideways by ${by} px on a phone: ${where(table)}`)
      // An environment table (key and value) fits its box at any width: a value breaks where it must.
      if (
        table.classList.contains('bench-env') &&
        table.parentElement!.scrollWidth > table.parentElement!.clientWidth + 1
      )
        problems.push(`environment table scrolls sideways: ${where(table)}`)
      // No column without a value in any row.
      const head = table.tHead?.rows[0]
      const body = [...table.tBodies]
        .flatMap((b) => [...b.rows])
        .filter((r) => ![...r.cells].some((c) => c.colSpan > 1))
      if (head && body.length) {
        for (let i = 0; i < head.cells.length; i++) {
          const empty = body.every((r) => {
            const t = (r.cells[i]?.textContent ?? '').trim()
            return t === '' || t === '—' || t === '–'
          })
          if (empty)
            problems.push(`column "${head.cells[i]!.textContent?.trim()}" has no value in any row of ${where(table)}`)
        }
      }
      // Wide screens: a table fits its box (a chart's data table scrolls in the chart's plot box). A Markdown
      // table is its own scroll box (VitePress gives it display: block and overflow-x: auto): it must not
      // scroll either.
      const box = table.parentElement!
      if (o.tablesFit && !table.closest('.BenchChart__table')) {
        const width = Math.max(table.getBoundingClientRect().width, table.scrollWidth)
        if (width > box.clientWidth + 1 || table.scrollWidth > table.clientWidth + 1) {
          problems.push(
            `table ${Math.round(width)} px wide in a ${Math.min(box.clientWidth, table.clientWidth)} px box: ${where(table)}`,
          )
        }
      }
    }

    // Text clipped by its box: an element that hides its overflow and has more content than room. Read
    // where that can happen (computed styles of every element would cost seconds a page): the blocks
    // built from data, and the top-level blocks of the text.
    for (const el of document.querySelectorAll<HTMLElement>(
      '.vp-doc .bench-table *, .vp-doc .BenchChart *, .vp-doc > div > *',
    )) {
      if (el.closest('.BenchChart__box') || hidden(el)) continue
      // A legend shows every key: its keys wrap, never scroll sideways out of view (issue 48).
      if (el.matches('.BenchChart__legend') && el.scrollWidth > el.clientWidth + 1) {
        problems.push(`legend keys out of view (${el.scrollWidth - el.clientWidth} px more): ${where(el)}`)
      }
      const s = getComputedStyle(el)
      const clips = (v: string) => v === 'hidden' || v === 'clip'
      if (
        (clips(s.overflowX) && el.scrollWidth > el.clientWidth + 1) ||
        (clips(s.overflowY) && el.scrollHeight > el.clientHeight + 1)
      ) {
        if (el.textContent?.trim()) problems.push(`text clipped by its box: ${where(el)}`)
      }
    }

    // On a phone a scrolling table keeps its first column in view, and its last one only when that holds
    // a verdict (td.change): a pinned figure column hid the columns scrolling under it. Every figure can
    // be seen whole at some scroll position: it fits beside the kept columns of its row.
    if (window.innerWidth <= 640) {
      for (const scroller of document.querySelectorAll<HTMLElement>('.vp-doc .bench-table__scroll')) {
        if (hidden(scroller)) continue
        const verdictColumn = !!scroller.querySelector('tbody td.change:last-child')
        for (const row of scroller.querySelectorAll('tr')) {
          const cells = [...row.cells]
          const last = cells.at(-1)
          if (!last || cells.length < 2 || last.colSpan > 1) continue
          const pinned = cells.filter((c) => getComputedStyle(c).position === 'sticky')
          if (pinned.includes(last) && !verdictColumn) {
            problems.push(`last column pinned without a verdict: ${where(last)}`)
          }
          const room = scroller.clientWidth - pinned.reduce((w, c) => w + c.getBoundingClientRect().width, 0)
          for (const c of cells) {
            if (pinned.includes(c) || !c.classList.contains('num')) continue
            if (c.getBoundingClientRect().width > room + 1)
              problems.push(`figure never seen whole beside the kept columns: ${where(c)}`)
          }
        }
      }
    }

    // At every width a chart's controls lie the same way: one row, inside the chart's width, first under the
    // title at the left, the legend (if any) under them. Side by side with the legend, some charts had their
    // controls on the legend's row at the right, others on a second row at the left.
    for (const tools of document.querySelectorAll<HTMLElement>('.vp-doc .BenchChart__tools')) {
      if (hidden(tools)) continue
      const shown = [...tools.children].map((c) => c.getBoundingClientRect()).filter((r) => r.width > 0)
      const tops = shown.map((r) => r.top)
      if (shown.length && Math.max(...tops) - Math.min(...tops) > 4)
        problems.push(`chart controls take more than one row: ${where(tools)}`)
      const fig = tools.closest('.BenchChart')!.getBoundingClientRect()
      if (shown.some((r) => r.right > fig.right + 1))
        problems.push(`chart controls overflow the chart's width: ${where(tools)}`)
      const bar = tools.parentElement!.getBoundingClientRect()
      const legend = tools.parentElement!.querySelector('.BenchChart__legend')?.getBoundingClientRect()
      if (shown.length && (Math.abs(Math.min(...tops) - bar.top) > 1 || Math.abs(shown[0]!.left - bar.left) > 1))
        problems.push(`chart controls not first at the left of their chart: ${where(tools)}`)
      if (legend && shown.length && legend.top < Math.max(...shown.map((r) => r.bottom)) - 1)
        problems.push(`chart legend beside its controls, not under them: ${where(tools)}`)
    }

    /** Room for the arrow beside the text: Chromium sizes a select to its longest option, arrow included in its padding. */
    const ARROW = 0
    for (const el of document.querySelectorAll<HTMLElement>(
      '.vp-doc button, .vp-doc select, .vp-doc .BenchChart__tool, .vp-doc .BenchChart__key',
    )) {
      if (hidden(el)) continue
      if (el.scrollWidth > el.clientWidth + 1) problems.push(`control label cut: ${where(el)}`)
      // A select drawn over its own label text (the run menu) shows that text instead: the text is checked as text.
      if (el instanceof HTMLSelectElement && getComputedStyle(el).opacity !== '0') {
        // The shown option's text, laid out in the select's font, against the room beside the arrow.
        const s = getComputedStyle(el)
        const probe = document.createElement('span')
        probe.style.cssText = `position:absolute;visibility:hidden;white-space:pre;font:${s.font};letter-spacing:${s.letterSpacing}`
        probe.textContent = el.selectedOptions[0]?.text ?? ''
        document.body.append(probe)
        const need = probe.getBoundingClientRect().width
        probe.remove()
        const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - ARROW
        if (need > room + 1)
          problems.push(`select label cut: "${probe.textContent}" (${Math.round(need)} px in ${Math.round(room)} px)`)
      }
    }
    return problems
  }, args)
}

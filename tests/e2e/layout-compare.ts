// A phone reader compares a row of a changes or thresholds table (a table with a verdict column, td.change)
// without scrolling sideways: the row's name, its figures (before and after, or threshold and measured)
// and its verdict all lie inside the table's box as laid out, with the box at rest. A pinned verdict over a
// scrolling table kept only the verdict in view ("135.44K ca" cut under it). Run by layout-checks.ts below
// 641 px, so on every page of both sweeps.
import type { Page } from '@playwright/test'

export function comparisonProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = []
    // Folded rows count too: opened for the reading, closed again after.
    const closed = [...document.querySelectorAll<HTMLDetailsElement>('.vp-doc details:not([open])')].filter((d) =>
      d.querySelector('td.change'),
    )
    for (const d of closed) d.open = true
    for (const table of document.querySelectorAll<HTMLTableElement>('.vp-doc table:has(tbody td.change)')) {
      if (table.closest('details:not([open]), [hidden]') || table.offsetParent === null) continue
      const box = (table.closest('.bench-table__scroll') ?? table.parentElement!) as HTMLElement
      const seen = box.getBoundingClientRect()
      const id = table.closest('[id]')?.id ?? 'table'
      if (box.scrollWidth > box.clientWidth + 1)
        problems.push(`comparison table scrolls sideways (${box.scrollWidth} px in ${box.clientWidth} px): #${id}`)
      for (const row of table.tBodies[0]?.rows ?? []) {
        for (const cell of row.querySelectorAll(':scope > th, :scope > td.num, :scope > td.change')) {
          const r = cell.getBoundingClientRect()
          if (r.width > 0 && (r.left < seen.left - 1 || r.right > seen.right + 1)) {
            const text = (cell.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
            problems.push(`before, after or verdict out of view without scrolling sideways: #${id} "${text}"`)
          }
        }
      }
    }
    for (const d of closed) d.open = false
    return problems
  })
}

// `pnpm bench`'s layout section: CLS of every page scrolled through, opened at deep anchors and on a
// slow CPU, and how far headings move from the server-rendered page to the hydrated one.
import type { Browser } from '@playwright/test'
import { headingMovement, measureShifts } from './browser'
import { CHART_PAGES, DEEP_ANCHORS, DESKTOP, PHONE, SLOW_CPU } from './pages'
import { cls, code, log, row, shiftNote } from './report'

/** CLS of a page opened at `url` (not scrolled), desktop then phone; shifts go to the notes. */
async function bothShifts(browser: Browser, origin: string, url: string, slowdown = 1): Promise<number[]> {
  const v: number[] = []
  const slow = slowdown > 1 ? ' slow CPU' : ''
  for (const [name, vp] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    log(`CLS ${name}${slow}: ${url}`)
    const l = await measureShifts(browser, origin, url, vp, false, slowdown)
    v.push(l.cls)
    if (l.cls !== 0) shiftNote(`${name}${slow} ${url}`, l)
  }
  return v
}

export async function layout(browser: Browser, origin: string, pages: string[]): Promise<void> {
  for (const [name, vp] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    const bad: string[] = []
    for (const path of pages) {
      log(`CLS ${name}: ${path}`)
      const l = await measureShifts(browser, origin, path, vp, true)
      if (l.cls !== 0) {
        bad.push(`${path}: ${cls(l.cls)}`)
        shiftNote(`${name} ${path}`, l)
      }
    }
    row({
      section: 'Layout',
      item: `CLS, ${name} ${vp.width}×${vp.height}: every page opened at its top, then scrolled through until all charts drew`,
      value: bad.length ? bad.join(', ') : `0 on all ${pages.length} pages`,
      budget: '0',
      ok: bad.length === 0,
    })
  }
  const opened = [
    ...SLOW_CPU.pages.map((url) => ({ url, slowdown: SLOW_CPU.slowdown })),
    ...DEEP_ANCHORS.map((url) => ({ url, slowdown: 1 })),
  ]
  for (const { url, slowdown } of opened) {
    const v = await bothShifts(browser, origin, url, slowdown)
    const item =
      slowdown > 1
        ? `CLS of ${code(url)} on a CPU ${slowdown}× slower, opened at its top`
        : `CLS opened at ${code(url)} (the chart arrives in view)`
    row({
      section: 'Layout',
      item: `${item}, desktop · phone`,
      value: v.map(cls).join(' · '),
      budget: '0',
      ok: v.every((c) => c === 0),
    })
  }
  for (const path of CHART_PAGES) {
    const v: Array<{ max: number; headings: number }> = []
    for (const [name, vp] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      log(`headings ${name}: ${path}`)
      v.push(await headingMovement(browser, origin, path, vp))
    }
    row({
      section: 'Layout',
      item: `${code(path)}: heading movement, server-rendered (no JS) → hydrated with all charts drawn, desktop · phone`,
      value: `${v.map((m) => `${Math.round(m.max * 10) / 10} px`).join(' · ')} (${v[0]!.headings} headings)`,
      budget: '0 px',
      ok: v.every((m) => m.max === 0),
    })
  }
}

// Issue 47, finding 5: a history rewritten to erase a regression (past runs edited, or removed) was
// reported by `pnpm compare` as "Nothing changed". It now names the runs edited or removed and the
// change points that appeared or vanished.
import { describe, expect, it } from 'vitest'
import type { Run, Suite } from '../../../../data/schema/schema'
import { compareData } from '../../../../scripts/tools/compare-report'
import type { SuiteInput } from '../../../../scripts/tools/compare-rows'
import { renderText } from '../../../../scripts/tools/compare-text'
import { renderMarkdown } from '../../../../scripts/tools/compare-markdown'

const suite: Suite = {
  id: 's',
  title: 'S',
  project: 'P',
  metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower' } },
}
/** 20 daily runs of Parse; from run `at` on, 50 % slower (no step when at = 20). */
const history = (at: number): Run[] =>
  Array.from({ length: 20 }, (_, i) => ({
    id: `r${String(i).padStart(2, '0')}`,
    date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 19) + 'Z',
    results: [{ benchmark: 'Parse', values: { time: { value: (i >= at ? 150 : 100) * (1 + 0.002 * (i % 3)) } } }],
  }))
const side = (runs: Run[]) => new Map<string, SuiteInput>([['s', { suite, runs }]])
const sides = {
  base: { arg: 'base/data', kind: 'dir' as const },
  head: { arg: 'head/data', kind: 'dir' as const },
}

describe('pnpm compare and a rewritten history', () => {
  it('names the runs edited and the change point that vanished, where it said "Nothing changed"', () => {
    const base = history(10)
    // The same latest run; the regression erased from runs 10-18.
    const head = [...history(20).slice(0, 19), base[19]!]
    const rep = compareData(side(base), side(head), sides)
    expect(rep.history).toEqual([
      {
        suite: 's',
        edited: ['r10', 'r11', 'r12', 'r13', 'r14', 'r15', 'r16', 'r17', 'r18'],
        removed: [],
        appeared: [],
        vanished: ['Parse › time +50.0 % between 10 → 11 of 20 (2026-01-10 → 2026-01-11)'],
      },
    ])
    for (const out of [renderText(rep), renderMarkdown(rep)]) {
      expect(out).not.toContain('Nothing changed')
      expect(out).toMatch(/s: history rewritten: 9 past runs edited \(r10; r11;/)
      expect(out).toMatch(
        /s: change points that vanished: Parse › time \+50\.\d &#37;|s: change points that vanished: Parse › time \+50\.\d %/,
      )
    }
  })

  it('names runs only base holds', () => {
    const base = history(10)
    const head = base.filter((r) => r.id !== 'r12' && r.id !== 'r13')
    const rep = compareData(side(base), side(head), sides)
    expect(rep.history.map((h) => [h.edited, h.removed])).toEqual([[[], ['r12', 'r13']]])
    expect(renderText(rep)).toMatch(/s: history rewritten: 2 runs removed, only in base \(r12; r13\)/)
  })

  it('says nothing of the past when head only adds runs', () => {
    const base = history(10)
    const rep = compareData(side(base.slice(0, 19)), side(base), sides)
    expect(rep.history).toEqual([])
  })
})

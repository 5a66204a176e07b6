// Every chart page, switched to each earlier run of each suite it charts: every figure derived from that
// run (bars, speedup and threshold labels, the caption, inline figures in the text) must be the chosen
// run's, computed here from the run's published JSON with the site's own builders; blocks that keep the
// latest run must say so. Back to the latest, the page reads as built.
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { buildChart } from '../../components/views/chart'
import type { ChartModel } from '../../components/chart-types/chart-model'
import { figure } from '../../components/views/figures'
import { formatMeasured, formatRatioRange } from '../../data/numbers/format'
import type { Run } from '../../data/schema/schema'
import type { RunIndex } from '../../components/views/run-files'
import { runData } from '../../components/views/run-files'
import { drawAllCharts } from './helpers'

const CHART_PAGES = ['/fusion/performance', '/topgun/performance', '/silly/benchmark', '/ergo/benchmarks']

type Drawn = { data: Array<Array<number | null>>; labels: string[]; caption: string; notes: string }

async function drawn(page: Page, id: string): Promise<Drawn> {
  return page.locator(`#${id}`).evaluate((fig) => {
    const chart = (fig.querySelector('canvas') as unknown as { benchChart: any }).benchChart
    return {
      data: chart.data.datasets.map((d: { data: Array<number | null> }) => [...d.data]),
      // Speedup labels; a threshold's label is drawn only where it clears the bars, and named in the notes.
      labels: (chart.$bench?.labels ?? [])
        .map((l: { text: string }) => l.text)
        .filter((t: string) => !/^(Floor|Ceiling) /.test(t))
        .sort(),
      notes: fig.querySelector('.BenchChart__notes')?.textContent ?? '',
      // The run the chart says it shows (the section's run line reads it since runs are chosen per section).
      caption: (fig.querySelector('canvas') as unknown as { benchModel: { caption: string } }).benchModel.caption,
    }
  })
}

function expected(model: ChartModel): Drawn {
  const labels = (model.speedups ?? []).flatMap((sp) => (sp ? [formatRatioRange(sp[0], sp[1])] : [])).sort()
  const lines = model.thresholds.map(
    (t) => `${t.label.toLowerCase()} ${formatMeasured(t.value, model.metric.unit, model.metric.format)}`,
  )
  return {
    data: model.series.map((s) => s.values.map((v, g) => (v === null || s.failed?.[g] ? null : v))),
    labels,
    caption: model.caption,
    // Every threshold line named, in words, under the chart (chart-types/bar.ts).
    notes: expect.stringMatching(
      lines.map((l) => l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.*'),
    ) as unknown as string,
  }
}

for (const path of CHART_PAGES) {
  test(`${path}: every derived figure follows each earlier run`, async ({ page, request }) => {
    test.setTimeout(120_000)
    await page.goto(path)
    await drawAllCharts(page)
    // The models as drawn for the latest run: each carries its view (what to rebuild for another run).
    const models = (
      await page
        .locator('figure.BenchChart canvas')
        .evaluateAll((els) => els.map((c) => JSON.stringify((c as unknown as { benchModel: unknown }).benchModel)))
    )
      .map((m) => JSON.parse(m) as ChartModel)
      .filter((m) => m.view)
    const suites = [...new Set(models.map((m) => m.view!.suite))]
    let switched = 0
    for (const suite of suites) {
      const index = (await (await request.get(`/bench-data/${suite}/index.json`)).json()) as RunIndex
      const first = models.find((m) => m.view!.suite === suite)!
      for (const r of index.runs.filter((x) => x.id !== first.runId)) {
        const run = (await (await request.get(`/bench-data/${suite}/${r.id}.json`)).json()) as Run
        const select = page.locator(`#${first.id} select`).first()
        await select.focus()
        await select.selectOption(r.id)
        switched++
        for (const m of models.filter((x) => x.view!.suite === suite)) {
          let want: Drawn | null
          try {
            want = expected(buildChart(runData(index, run), { ...m.view!, run: r.id }))
          } catch {
            want = null // the run has no data for this chart: it says so, and shows none
          }
          if (!want) {
            await expect(page.locator(`#${m.id} .bench-nodata`)).toBeVisible()
            continue
          }
          await expect.poll(() => drawn(page, m.id), { message: `${m.id} on run ${r.id}` }).toEqual(want)
        }
        // Inline figures of the suite: the chosen run's value, or marked as the latest run's.
        const figs = await page.locator(`.bench-fig[data-suite="${suite}"]`).evaluateAll((els) =>
          els.map((e) => ({
            fig: (e as HTMLElement).dataset.fig!,
            text: e.textContent!,
            latest: (e as HTMLElement).dataset.latest,
          })),
        )
        for (const f of figs) {
          const [kind = '', ...rest] = f.fig.split(' ')
          let want: string
          try {
            want = figure(kind, rest.join(' '), (id) => {
              if (id !== suite) throw new Error('other')
              return runData(index, run)
            }).text
          } catch {
            want = `${f.latest} (latest run)`
          }
          expect(f.text, f.fig).toBe(want)
        }
        // Blocks that keep the latest run say so.
        const latestOnly = page.locator(`[data-bench-latest="${suite}"]`)
        await expect(page.locator(`[data-bench-latest="${suite}"] + .bench-latest-note`)).toHaveCount(
          await latestOnly.count(),
        )
      }
      // Back to the latest: figures read as built, notes gone.
      if (index.runs.length > 1) {
        await page.locator(`#${first.id} select`).first().selectOption(first.runId!)
        await expect(page.locator(`[data-bench-latest="${suite}"] + .bench-latest-note`)).toHaveCount(0)
        for (const m of models.filter((x) => x.view!.suite === suite))
          await expect.poll(() => drawn(page, m.id)).toEqual(expected(m))
      }
    }
    if (path !== '/silly/benchmark' && path !== '/ergo/benchmarks') expect(switched).toBeGreaterThan(0)
  })
}

import { chromium } from '@playwright/test'
import { measureFirstChart, measureWeight, isPageChunk } from './scripts/bench/browser'
import { CHROMIUM_ARGS, DESKTOP, PHONE, PLAIN } from './scripts/bench/pages'
const origin = process.argv[2]!
const reps = Number(process.argv[3] ?? 3)
const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
const kb = (n: number) => (n / 1024).toFixed(1)
for (const vp of [DESKTOP, PHONE]) {
  for (const url of [PLAIN, '/fusion/performance', '/fusion/performance#rpc-calls']) {
    const w = await measureWeight(b, origin, url, vp)
    const path = url.split('#')[0]!
    // JS before any interaction, leaving out VitePress's prefetch of other pages' chunks.
    const own = w.loads.filter((l) => l.kind === 'js' && l.phase === 'load' && (!isPageChunk(l.path) || l.path.includes(path.slice(1).replace(/\//g, '_'))))
    console.log(`${vp.width} ${url}: JS before interaction ${kb(own.reduce((a, l) => a + l.gzip, 0))} KB gzip (${own.length} files)`)
  }
}
for (const url of ['/fusion/performance#rpc-calls', '/fusion/performance#perf-test-multi-reader']) {
  const t: number[] = [], f: number[] = []
  for (let i = 0; i < reps; i++) {
    const ctx = await b.newContext({ viewport: DESKTOP })
    const p = await ctx.newPage()
    await p.goto(origin + url, { waitUntil: 'load' })
    await p.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0)
    f.push(await p.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime))
    await ctx.close()
    t.push((await measureFirstChart(b, origin, url, DESKTOP, 'top'))!)
  }
  console.log(`${url}: first chart visible ${median(t).toFixed(0)} ms, FCP ${median(f).toFixed(0)} ms (medians of ${reps})`)
}
await b.close()

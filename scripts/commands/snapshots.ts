// `pnpm snapshots [--out dir] [--dist dir] [--base /path/]`: renders every chart of the built site to a
// PNG (fixed size, light theme, no animation) and writes index.json (chart → sha256 of its PNG), so that a
// pull request can show before/after images and list the charts it changes (`--diff old.json new.json`).
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { chromium } from '@playwright/test'
import { builtPages } from '../tools/built-pages'
import { CHROMIUM_ARGS, chromiumPath } from '../tools/chromium'
import { serveStatic } from '../tools/static-server'
import { commandOptions } from '../tools/cli-options'

const values = commandOptions('snapshots', {
  out: { type: 'string', default: 'snapshots' },
  dist: { type: 'string', default: '.vitepress/dist' },
  base: { type: 'string', default: '/' },
  diff: { type: 'string', multiple: true },
  port: { type: 'string', default: '4391' },
  help: { type: 'boolean', short: 'h' },
})
if (values.help) {
  process.stdout.write(`Usage: pnpm snapshots [options]    every chart of a build as a PNG, and index.json listing them

  --dist <folder>      the build (default .vitepress/dist)
  --base /sub/path/    the base it was built for
  --out <folder>       where the images go (default snapshots)
  --diff <old> --diff <new>   the charts whose image differs between two index.json files
  --port <n>           the port of the server it starts (default 4391)
  -h, --help           this text
`)
  process.exit(0)
}

/** Charts whose image differs between two index.json files, plus added and removed ones. */
export function diffSnapshots(before: Record<string, string>, after: Record<string, string>) {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()
  return {
    changed: keys.filter((k) => before[k] && after[k] && before[k] !== after[k]),
    added: keys.filter((k) => !before[k] && after[k]),
    removed: keys.filter((k) => before[k] && !after[k]),
  }
}

async function main() {
  if (values.diff) {
    const [a, b] = values.diff
    if (!a || !b) throw new Error('--diff needs two index.json files: --diff old.json --diff new.json')
    const d = diffSnapshots(JSON.parse(readFileSync(a, 'utf8')), JSON.parse(readFileSync(b, 'utf8')))
    console.log(JSON.stringify(d, null, 2))
    return
  }
  if (!existsSync(values.dist)) throw new Error(`${values.dist} does not exist: run pnpm build first`)
  mkdirSync(values.out, { recursive: true })
  const server = await serveStatic(values.dist, values.base, Number(values.port))
  // --port 0: any free port.
  const port = (server.address() as AddressInfo).port
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  const index: Record<string, string> = {}
  try {
    const page = await browser.newPage({
      viewport: { width: 1100, height: 900 },
      colorScheme: 'light',
      reducedMotion: 'reduce',
      deviceScaleFactor: 1,
    })
    // A page's path without its leading slash: "fusion/performance", "guide/formats/", "" for the home page.
    for (const path of builtPages(values.dist).map((url) => url.slice(1))) {
      await page.goto(`http://127.0.0.1:${port}${values.base}${path}`)
      const ids = await page.locator('figure.BenchChart').evaluateAll((figs) => figs.map((f) => f.id))
      for (const id of ids) {
        const fig = page.locator(`[id="${id}"]`)
        await fig.scrollIntoViewIfNeeded()
        // A chart is drawn by Chart.js only once a reader reaches for it (theme/hydrate-on-reach.ts): the
        // pointer goes to its corner, where no tooltip opens. Until then it is its build-time SVG.
        await fig.locator('.BenchChart__box').hover({ position: { x: 2, y: 2 } })
        await page.waitForFunction(
          (i) =>
            !!(document.getElementById(i)?.querySelector('canvas') as unknown as { benchChart?: unknown })?.benchChart,
          id,
        )
        const name = `${(path || 'index').replace(/\//g, '_')}__${id}`
        const png = await fig.screenshot({ animations: 'disabled' })
        writeFileSync(join(values.out, `${name}.png`), png)
        index[name] = createHash('sha256').update(png).digest('hex')
      }
    }
  } finally {
    await browser.close()
    server.close()
  }
  writeFileSync(join(values.out, 'index.json'), JSON.stringify(index, null, 2) + '\n')
  console.log(`${Object.keys(index).length} charts → ${values.out}/`)
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  main().catch((e) => {
    console.error(String(e instanceof Error ? e.message : e))
    process.exit(1)
  })
}

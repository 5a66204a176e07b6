// The one-way import rule (eslint/layers.js) passes on the code as it is and fails on each import that
// used to point the wrong way: each case lints a one-line file under the importer's path. A file's
// layer is its folder (scripts/read, scripts/write, scripts/tools …), so new files are placed by path.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))
const eslint = new ESLint({ cwd: ROOT })

async function layerErrors(file: string, code: string): Promise<string[]> {
  const [r] = await eslint.lintText(code, { filePath: join(ROOT, file) })
  return r!.messages.filter((m) => m.ruleId === 'layers/one-way').map((m) => m.message)
}

describe('layers/one-way', { timeout: 60_000 }, () => {
  // [importer, import line]: the crooked pairs of issue 15, with the paths they had.
  const crooked: [string, string][] = [
    ['data/schema/schema.ts', "import { isUnit } from '../../components/support/units'"],
    ['components/support/model.ts', "import { DataError } from '../../data/schema/validate'"],
    ['.vitepress/config.ts', "import { dataDir } from '../scripts/write/store'"],
    ['.vitepress/markdown/bench-blocks.ts', "import { loadAll } from '../../scripts/write/store'"],
    ['scripts/tools/affected-charts.ts', "import { benchBlocks } from '../../.vitepress/markdown/bench-blocks'"],
    ['scripts/parsers/jmh.ts', "import { unitInfo } from '../../components/support/units'"],
    ['scripts/write/store.ts', "import { normalizeRun } from '../../components/support/model'"],
    ['scripts/write/ingest-core.ts', "import { convert } from '../../components/support/units'"],
    ['scripts/read/load.ts', "import { planRun } from '../write/store'"],
    ['components/views/chart.ts', "import { z } from 'zod'"],
    ['data/numbers/units.ts', "export { parsers } from '../../scripts/parsers/parser-registry'"],
    // Block specs need zod: the browser takes their types only; and compare reaches them through page-blocks.ts.
    ['components/views/chart.ts', "import { ChartSpec } from '../../data/schema/block-schema'"],
    ['scripts/tools/affected-charts.ts', "import { BLOCKS } from '../../.vitepress/markdown/block-registry'"],
    // The browser imports model.ts: its value import of schema.ts carried zod into the run switch's chunk.
    ['data/schema/model.ts', "import { signProblem } from './schema'"],
    // A layer is its folder: a new file is judged by where it sits, with no list to add it to.
    ['scripts/write/new-step.ts', "import { starterPage } from '../tools/starter-page'"],
    ['scripts/tools/new-report.ts', "import { planRun } from '../write/store'"],
    ['scripts/read/new-reader.ts', "import { parsers } from '../parsers/index'"],
    ['scripts/read/new-reader.ts', "import { starterPage } from '../tools/starter-page'"],
    // A folder under scripts/ that is no layer is an error of its own (scripts/lib/ held three layers).
    ['scripts/lib/helper.ts', "import { unitInfo } from '../../data/numbers/units'"],
    ['scripts/helpers/helper.ts', 'export const x = 1'],
    // A command sits in scripts/commands/: a file directly in scripts/ is in no layer.
    ['scripts/new-command.ts', 'export const x = 1'],
    // Code the browser runs never imports build-time code (SVG geometry, font widths, the changes tables).
    ['components/views/new-view.ts', "import { buildChanges } from '../build-time/changes'"],
    ['components/chart/new-chart.ts', "import { chartGeometry } from '../build-time/chart-geometry'"],
  ]
  for (const [file, line] of crooked) {
    test(`fails: ${file} ← ${line}`, async () => {
      expect(await layerErrors(file, `${line}\n`)).toHaveLength(1)
    })
  }

  // The same folders importing the way the layers go.
  const straight: [string, string][] = [
    ['scripts/parsers/jmh.ts', "import { unitInfo } from '../../data/numbers/units'"],
    ['.vitepress/config.ts', "import { dataDir } from '../scripts/read/load'"],
    ['components/support/model.ts', "import type { DataError } from '../../data/schema/validate'"],
    ['scripts/commands/compare.ts', "import { pageBlocks } from '../../.vitepress/markdown/page-blocks'"],
    ['tests/unit/x.test.ts', "import { planRun } from '../../scripts/write/store'"],
    ['components/views/chart.ts', "import type { ChartView } from '../../data/schema/block-schema'"],
    ['data/schema/model.ts', "import { signProblem } from './checks'"],
    ['data/schema/validate.ts', "import type { z } from 'zod'"],
    ['scripts/write/new-step.ts', "import { loadSuite } from '../read/load'"],
    ['scripts/write/new-step.ts', "import { parsers } from '../parsers/index'"],
    ['scripts/tools/new-report.ts', "import { loadSuite } from '../read/load'"],
    // A command may import any layer: ingest calls pnpm page's code (it used to start it as a process).
    ['scripts/commands/ingest.ts', "import { pageAfterStore } from './page'"],
    ['scripts/commands/new-command.ts', "import { storeRun } from '../write/store'"],
    // Build-time code uses the browser's view models; the Markdown blocks use both.
    ['components/build-time/new-table.ts', "import { selectRun } from '../views/select'"],
    ['.vitepress/markdown/new-block.ts', "import { buildChanges } from '../../components/build-time/changes'"],
  ]
  for (const [file, line] of straight) {
    test(`passes: ${file} ← ${line}`, async () => {
      expect(await layerErrors(file, `${line}\n`)).toEqual([])
    })
  }
})

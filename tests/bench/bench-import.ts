// pnpm bench:import — how long `pnpm import` takes for a github-action-benchmark data.js of 4,000
// entries (BENCH_IMPORT_ENTRIES), into a fresh temp data folder: the whole import, the time per
// entry, the ratio to a tenth of the entries (1.0 per entry means linear), and a second run of the
// same file (nothing new: only reading and skipping). Not a test: prints figures.
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { main } from '../../scripts/commands/import'
import { sampleDataJs } from '../../scripts/tools/data-js-sample'
import { commandOptions } from '../../scripts/tools/cli-options'

commandOptions('bench:import', {})

const N = Number(process.env.BENCH_IMPORT_ENTRIES ?? 4000)
const quiet = { stdout: () => {}, stderr: () => {}, cwd: process.cwd() }

async function once(n: number, again = false): Promise<{ ms: number; againMs?: number; mb: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-import-'))
  try {
    const file = join(dir, 'data.js')
    writeFileSync(file, sampleDataJs(n))
    const args = [
      file,
      '--suite',
      'history',
      '--create',
      '--title',
      'History',
      '--project',
      'Bench',
      '--data-dir',
      join(dir, 'data'),
    ]
    let t = performance.now()
    if ((await main(args, quiet)) !== 0) throw new Error('import failed')
    const ms = performance.now() - t
    let againMs: number | undefined
    if (again) {
      t = performance.now()
      if ((await main(args, quiet)) !== 0) throw new Error('second import failed')
      againMs = performance.now() - t
    }
    return { ms, againMs, mb: statSync(file).size / 1e6 }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const small = await once(Math.max(1, Math.round(N / 10)))
const big = await once(N, true)
const per = (r: { ms: number }, n: number) => r.ms / n
console.log(
  `data.js of ${N} entries (${big.mb.toFixed(1)} MB): imported in ${(big.ms / 1000).toFixed(2)} s, ${per(big, N).toFixed(2)} ms per entry`,
)
console.log(
  `per-entry time at ${N} vs ${Math.round(N / 10)} entries: ${(per(big, N) / per(small, Math.round(N / 10))).toFixed(2)}× (1.0 = linear)`,
)
console.log(`importing the same file again (nothing new): ${((big.againMs ?? 0) / 1000).toFixed(2)} s`)
console.log(`within the one-minute goal: ${big.ms < 60000 ? 'yes' : 'NO'}`)

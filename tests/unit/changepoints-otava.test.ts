// Agreement with Apache Otava 0.8.0 (PyPI apache-otava) on the proof's series (real noise with steps):
// our detector, run with Otava's defaults, must place ≥ 95 % of the change points either finds within
// ±1 run of one the other finds. Otava runs from a venv: OTAVA_PYTHON, else one this test makes under
// the system's temp folder (pip install, once). Where it cannot be installed, the test is skipped and
// says so loudly.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { changePoints, OTAVA_DEFAULTS } from '../../data/schema/changepoints'
import { noisePools, stepSeries } from '../../scripts/bench/changepoints'

const VERSION = '0.8.0'

function otavaPython(): string | undefined {
  const candidates = [process.env.OTAVA_PYTHON, join(tmpdir(), 'bench-pages-otava', 'bin', 'python'), '/tmp/otava-venv/bin/python'].filter((p): p is string => !!p)
  const works = (py: string) => {
    try {
      return existsSync(py) && execFileSync(py, ['-c', 'import importlib.metadata as m; print(m.version("apache-otava"))'], { encoding: 'utf8' }).trim() === VERSION
    } catch {
      return false
    }
  }
  const found = candidates.find(works)
  if (found) return found
  const venv = join(tmpdir(), 'bench-pages-otava')
  try {
    execFileSync('python3', ['-m', 'venv', venv], { stdio: 'pipe' })
    execFileSync(join(venv, 'bin', 'pip'), ['install', '-q', `apache-otava==${VERSION}`], { stdio: 'pipe', timeout: 600_000 })
  } catch (e) {
    console.warn(`\n*** SKIPPED: Otava agreement test: could not install apache-otava ${VERSION} into ${venv}: ${(e as Error).message.split('\n')[0]} ***\n`)
    return undefined
  }
  return works(join(venv, 'bin', 'python')) ? join(venv, 'bin', 'python') : undefined
}

const SCRIPT = `
import json, sys
from otava.analysis import compute_change_points
o = json.loads(sys.argv[1])
out = []
for s in json.load(sys.stdin):
    cps, _ = compute_change_points(s, window_len=o["window"], max_pvalue=o["maxPValue"], min_magnitude=o["minMagnitude"])
    out.append([int(c.index) for c in cps])
print(json.dumps(out))
`

const python = otavaPython()

describe('agreement with Apache Otava', () => {
  it.skipIf(!python)(`places ≥ 95 % of change points within ±1 run of Otava ${VERSION}'s`, () => {
    const cases = stepSeries(noisePools(), [20, 50, 100, 200, 500], 40, 5)
    const theirs = JSON.parse(execFileSync(python!, ['-c', SCRIPT, JSON.stringify(OTAVA_DEFAULTS)], { input: JSON.stringify(cases.map((c) => c.values)), encoding: 'utf8', maxBuffer: 1 << 26 })) as number[][]
    let total = 0
    let agreed = 0
    cases.forEach((c, i) => {
      const ours = changePoints(c.values, OTAVA_DEFAULTS).map((cp) => cp.index)
      const other = theirs[i]!
      const near = (a: number[], b: number[]) => a.filter((x) => b.some((y) => Math.abs(x - y) <= 1)).length
      total += ours.length + other.length
      agreed += near(ours, other) + near(other, ours)
    })
    console.log(`Otava ${VERSION} agreement: ${agreed} of ${total} change points within ±1 run (${((100 * agreed) / total).toFixed(1)} %), ${cases.length} series`)
    expect(total).toBeGreaterThan(cases.length)
    expect(agreed / total).toBeGreaterThanOrEqual(0.95)
  }, 600_000)
})

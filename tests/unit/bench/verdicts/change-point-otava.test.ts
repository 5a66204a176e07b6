// Agreement with Apache Otava 0.8.0 (PyPI apache-otava) on the proof's series (real noise with steps):
// our detector, run with Otava's defaults, must place ≥ 95 % of the change points either finds within
// ±1 run of one the other finds. Otava runs from a venv: OTAVA_PYTHON, else one this test makes in
// node_modules/.cache/otava-venv (pip install, once). Where it cannot be installed, the test is skipped and
// says so loudly.
import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  OTAVA_VENV,
  OTAVA_VERSION as VERSION,
  otavaAgreement,
  otavaPythons,
} from '../../../bench/verdicts/change-point-proof'

function otavaPython(): string | undefined {
  const candidates = otavaPythons()
  const works = (py: string) => {
    try {
      return (
        existsSync(py) &&
        execFileSync(py, ['-c', 'import importlib.metadata as m; print(m.version("apache-otava"))'], {
          encoding: 'utf8',
        }).trim() === VERSION
      )
    } catch {
      return false
    }
  }
  const found = candidates.find(works)
  if (found) return found
  const venv = OTAVA_VENV
  try {
    execFileSync('python3', ['-m', 'venv', venv], { stdio: 'pipe' })
    execFileSync(join(venv, 'bin', 'pip'), ['install', '-q', `apache-otava==${VERSION}`], {
      stdio: 'pipe',
      timeout: 600_000,
    })
  } catch (e) {
    console.warn(
      `\n*** SKIPPED: Otava agreement test: could not install apache-otava ${VERSION} into ${venv}: ${(e as Error).message.split('\n')[0]} ***\n`,
    )
    return undefined
  }
  if (works(join(venv, 'bin', 'python'))) return join(venv, 'bin', 'python')
  console.warn(`\n*** SKIPPED: Otava agreement test: ${venv} does not import apache-otava ${VERSION} ***\n`)
  return undefined
}

const python = otavaPython()

describe('agreement with Apache Otava', () => {
  it.skipIf(!python)(
    `places ≥ 95 % of change points within ±1 run of Otava ${VERSION}'s`,
    () => {
      const { agreed, total, series } = otavaAgreement(python!)
      console.log(
        `Otava ${VERSION} agreement: ${agreed} of ${total} change points within ±1 run (${((100 * agreed) / total).toFixed(1)} %), ${series} series`,
      )
      expect(total).toBeGreaterThan(series)
      expect(agreed / total).toBeGreaterThanOrEqual(0.95)
    },
    600_000,
  )
})

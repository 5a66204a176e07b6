// `pnpm bench:ci [--prs 10] [--rounds 10]`: the CI action's pull-request verdict, measured on this machine.
// A tiny real program (tests/fixtures/ci-demo: two routines timed in a fresh Node process) is the project;
// each "pull request" compares two versions of it:
//   A/A   the same code on both sides (every flag is a false alarm; target ≤ 1 % of pull requests);
//   10 %  one routine made 10 % slower (found: target ≥ 80 %);    30 %  made 30 % slower (target ≥ 95 %);
//   wrong way: the slowed routine flagged faster (target 0).
// Each pull request is judged two ways, side by side:
//   same runner  base and head alternately, `rounds` runs each, judged in pairs (scripts/tools/ci-report.ts,
//                what the action does);
//   stored runs  the head's first run against the base's runs stored earlier (the last 10 A runs measured
//                before this pull request, as a history of main would hold them), judged as `pnpm compare`
//                and the pages judge two runs (scripts/tools/compare-report.ts).
// The machine is shared: the program is small, and the scenarios interleave so that load hits them alike.
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { Run, Suite } from '../../data/schema/schema'
import { compareData } from '../../scripts/tools/compare-report'
import type { SuiteInput } from '../../scripts/tools/compare-rows'
import { pairedReport, type Round } from '../../scripts/tools/ci-report'

const { values: v } = parseArgs({
  options: { prs: { type: 'string', default: '10' }, rounds: { type: 'string', default: '10' } },
})
const PRS = Number(v.prs)
const ROUNDS = Number(v.rounds)
const SCENARIOS = [
  { name: 'A/A', slow: 1 },
  { name: '10 %', slow: 1.1 },
  { name: '30 %', slow: 1.3 },
] as const
const suite: Suite = {
  id: 'demo',
  title: 'demo',
  project: 'demo',
  metrics: { time: { label: 'Time', unit: 'ns', direction: 'lower', stat: 'median' } },
}

/** A copy of the demo program whose `sum` loops `factor` times as often. */
function variant(root: string, name: string, factor: number): string {
  const dir = join(root, name)
  cpSync('tests/fixtures/ci-demo', dir, { recursive: true })
  const file = join(dir, 'work.mjs')
  writeFileSync(file, readFileSync(file, 'utf8').replace('sum: 100', `sum: ${Math.round(100 * factor)}`))
  return dir
}

let seq = 0
function measure(dir: string): Run {
  const out = execFileSync(process.execPath, ['bench.mjs', '10'], { cwd: dir, encoding: 'utf8' })
  const parsed = JSON.parse(out) as { results: Run['results'] }
  seq++
  return { id: `run-${String(seq).padStart(6, '0')}`, date: new Date().toISOString(), results: parsed.results }
}

interface Tally {
  prs: number
  flagged: number
  found: number
  wrongWay: number
  otherFlagged: number
}
const empty = (): Tally => ({ prs: 0, flagged: 0, found: 0, wrongWay: 0, otherFlagged: 0 })
const tallies = Object.fromEntries(SCENARIOS.map((s) => [s.name, { paired: empty(), stored: empty() }])) as Record<
  string,
  { paired: Tally; stored: Tally }
>

/** Adds one pull request's verdicts: per benchmark, regressed / improved / unchanged. */
function count(t: Tally, verdicts: Record<string, string>, slowed: boolean): void {
  t.prs++
  const changed = Object.entries(verdicts).filter(([, x]) => x === 'regressed' || x === 'improved')
  if (changed.length) t.flagged++
  if (verdicts.sum === 'regressed') t.found++
  if (verdicts.sum === 'improved') t.wrongWay++
  if (changed.some(([b]) => b !== 'sum' || !slowed)) t.otherFlagged++
}

const root = mkdtempSync(join(tmpdir(), 'bench-ci-'))
try {
  const base = variant(root, 'a', 1)
  const heads = Object.fromEntries(SCENARIOS.map((s) => [s.name, variant(root, s.name.replace(/\W/g, ''), s.slow)]))
  const history: Run[] = []
  for (let i = 0; i < 10; i++) history.push(measure(base))
  const t0 = Date.now()
  for (let pr = 0; pr < PRS; pr++) {
    for (const s of SCENARIOS) {
      const rounds: Round[] = []
      for (let r = 0; r < ROUNDS; r++) rounds.push({ base: measure(base), head: measure(heads[s.name]!) })
      const rep = pairedReport(rounds, suite.metrics, { baseCommit: 'a', headCommit: 'b', testbed: 'here' })
      count(tallies[s.name]!.paired, Object.fromEntries(rep.rows.map((x) => [x.benchmark, x.verdict])), s.slow > 1)
      // Stored runs: main's history before this pull request, against the head's first run.
      const side = (runs: Run[]) => new Map<string, SuiteInput>([['demo', { suite, runs }]])
      const sides = { base: { arg: 'main', kind: 'dir' as const }, head: { arg: 'pr', kind: 'dir' as const } }
      const cmp = compareData(side(history.slice(-10)), side([rounds[0]!.head]), sides)
      count(
        tallies[s.name]!.stored,
        Object.fromEntries(cmp.suites[0]!.rows.map((x) => [x.benchmark, x.verdict])),
        s.slow > 1,
      )
      // This pull request's base runs become main's history for the next one.
      history.push(...rounds.map((x) => x.base))
    }
    process.stderr.write(
      `pull request ${pr + 1} of ${PRS} in each scenario (${((Date.now() - t0) / 1000).toFixed(0)} s)\n`,
    )
  }
} finally {
  rmSync(root, { recursive: true, force: true })
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(0)} %` : '–')
const rate = (t: Tally, slowed: boolean) =>
  slowed ? `found ${pct(t.found, t.prs)}, wrong way ${t.wrongWay}` : `flagged ${pct(t.flagged, t.prs)}`
console.log(`${PRS} pull requests per scenario, ${ROUNDS} rounds each (same runner: ${2 * ROUNDS} runs a pull request)`)
console.log('scenario\tsame runner (paired)\tstored runs (compare)\ttarget (same runner)')
for (const s of SCENARIOS) {
  const t = tallies[s.name]!
  const target =
    s.slow === 1 ? 'flagged ≤ 1 %' : s.slow < 1.2 ? 'found ≥ 80 %, wrong way 0' : 'found ≥ 95 %, wrong way 0'
  console.log(`${s.name}\t${rate(t.paired, s.slow > 1)}\t${rate(t.stored, s.slow > 1)}\t${target}`)
}
console.log(
  `the other routine flagged, A/B pull requests: same runner ${SCENARIOS.filter((s) => s.slow > 1).reduce((n, s) => n + tallies[s.name]!.paired.otherFlagged, 0)}, stored runs ${SCENARIOS.filter((s) => s.slow > 1).reduce((n, s) => n + tallies[s.name]!.stored.otherFlagged, 0)}`,
)

// `ingest --run` of a Google Benchmark program: its console report (stdout) rounds to 3–6 digits, but
// it is the only output that marks rate counters (benchmark::Counter::kIsRate prints "/s"); the JSON
// report keeps full precision but no counter flags. So the run also writes a JSON report: the command
// gets BENCHMARK_OUT (the library reads its flags from the environment since 1.5.1; a flag on the
// command line wins), unless the user already asked for an out file. After the run, when stdout is a
// console report and the JSON holds its benchmarks, both are the run's input (a folder, kept as the
// raw copy) and google-benchmark.ts reads the JSON's numbers with the console's flags. Otherwise the
// output is read as before, with a warning saying why.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { googleBenchmark } from '../parsers/google-benchmark'
import { googleBenchmarkConsole } from '../parsers/google-benchmark-console'

/** Where the run asks the program to write its JSON report, and the environment that asks it. */
export interface JsonRequest {
  file: string
  env: Record<string, string>
}

/** The user chose an out file (on the command line or in the environment): theirs is left alone. */
const userOut = (command: string, env: NodeJS.ProcessEnv) =>
  /(^|\s)--?benchmark_out(=|\s)/.test(command) || env.BENCHMARK_OUT !== undefined

/**
 * The environment that makes a Google Benchmark program also write a JSON report to a temporary file;
 * undefined when the user names their own. Other programs ignore the two variables.
 */
export function requestJson(command: string, env: NodeJS.ProcessEnv = process.env): JsonRequest | undefined {
  if (userOut(command, env)) return undefined
  const file = join(mkdtempSync(join(tmpdir(), 'bench-gbench-')), 'benchmark_out.json')
  return { file, env: { BENCHMARK_OUT: file, BENCHMARK_OUT_FORMAT: 'json' } }
}

export interface GoogleBenchmarkPick {
  /** A folder holding the JSON report and console.txt (the command's stdout). */
  folder?: string
  note?: string
  warning?: string
}

/**
 * After the run: the JSON report (ours, or the one file the user named) with the console report of
 * the same run, when stdout is a console report and the JSON holds every benchmark it printed.
 */
export function pickGoogleBenchmarkFiles(
  console: string,
  json: string | undefined,
  startedMs: number,
  /** How warnings name the JSON: the user's file, or the report ingest asked for (a temporary file). */
  jsonLabel = json,
): GoogleBenchmarkPick {
  const text = { path: 'console.txt', text: console }
  if (!json || googleBenchmarkConsole.detect({ files: [text] }) === 0) return {}
  // A file the user named but the program did not write in this run is not this run's report.
  if (!existsSync(json) || !statSync(json).isFile() || statSync(json).mtimeMs < Math.floor(startedMs / 1000) * 1000)
    return {}
  const report = { path: 'benchmark_out.json', text: readFileSync(json, 'utf8') }
  if (googleBenchmark.detect({ files: [report] }) === 0) return {}
  try {
    googleBenchmark.parse({ files: [report, text] })
  } catch (e) {
    return {
      warning: `the JSON report Google Benchmark wrote (${jsonLabel}) does not match its console output (${e instanceof Error ? e.message : String(e)}): the console output is read instead (3–6 significant digits)`,
    }
  }
  const folder = join(mkdtempSync(join(tmpdir(), 'bench-run-')), 'google-benchmark')
  mkdirSync(folder)
  copyFileSync(json, join(folder, 'benchmark_out.json'))
  writeFileSync(join(folder, 'console.txt'), console)
  return {
    folder,
    note: "read Google Benchmark's JSON report of this run (full precision) with the counter flags of its console output (a rate counter is <name>/s, higher is better)",
  }
}

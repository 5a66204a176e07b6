// `ingest --run` of a command that names the file it writes its results to (`pytest
// --benchmark-json=results.json`, `hyperfine --export-json results.json`, a Google Benchmark program's
// `--benchmark_out=r.json`, `-o`, `--output`, `--json` …): that file is the run's input. The console
// report beside it rounds (hyperfine: 3–4 digits, no runs; pytest: no samples), and was read before with
// only a warning. The console output stays the cross-check: when both parse, a file that holds fewer
// results than the console printed is said. A named output file that this run did not write, or that no
// format reads, is said too: the console is never read in its place silently.
import { existsSync, statSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Parser } from '../parsers/types'
import { chooseParser, readAndParse } from './ingest-core'
import { collectInputs } from './inputs'

/** Options that name where a tool writes its results (their value is the file). */
const OUTPUT_FLAG =
  /^(--benchmark-json|--export-json|--export-csv|--export-markdown|--benchmark_out|--benchmark-out|-o|--output|--out|--json|--outputJson|--output-json|--summary-export|-rff|--result-file)$/

/** The words of a shell command, quotes removed (enough to find option values; no expansions). */
export function commandWords(command: string): string[] {
  const words: string[] = []
  const re = /"((?:[^"\\]|\\.)*)"|'([^']*)'|(\\.|[^\s"'])+/g
  let word = ''
  let last = -1
  for (let m = re.exec(command); m; m = re.exec(command)) {
    // Parts written together (--out="a b") are one word.
    if (last !== m.index && word) {
      words.push(word)
      word = ''
    }
    word += m[1] ?? m[2] ?? m[0].replace(/\\(.)/g, '$1')
    last = re.lastIndex
  }
  if (word) words.push(word)
  return words
}

/** The files the command's output options name: `--flag=file`, `--flag file`, and `json=file` values (k6's --out). */
export function namedOutputs(command: string): Array<{ flag: string; file: string }> {
  const words = commandWords(command)
  const out: Array<{ flag: string; file: string }> = []
  words.forEach((w, i) => {
    const eq = /^(-[\w-]+)=(.+)$/.exec(w)
    const [flag, value] = eq ? [eq[1]!, eq[2]!] : [w, words[i + 1]]
    if (!OUTPUT_FLAG.test(flag) || value === undefined || value.startsWith('-')) return
    out.push({ flag, file: value.replace(/^\w+=(?=.)/, '') })
  })
  return out
}

export interface WrittenFile {
  /** The file to read instead of the console output. */
  file?: string
  note?: string
  warning?: string
}

const resultCount = async (paths: string[], base: string, list: readonly Parser[]) => {
  const set = collectInputs(paths, base)
  const choice = chooseParser(set, list)
  const parsed = await readAndParse(set, choice.parser, () => {}, choice.whole)
  return { format: choice.parser.id, results: parsed.parsed.results.length }
}

/**
 * The file this run wrote that the command names and a format reads, with the console output (saved in
 * `consoleFile`) as its cross-check; a warning instead when a named file was not written or not read.
 */
export async function pickWrittenFile(
  command: string,
  cwd: string,
  startedMs: number,
  consoleFile: string,
  list: readonly Parser[],
): Promise<WrittenFile> {
  const problems: string[] = []
  for (const { flag, file } of namedOutputs(command)) {
    const abs = resolve(cwd, file)
    // File times have a second's resolution on some file systems.
    if (!existsSync(abs) || !statSync(abs).isFile() || statSync(abs).mtimeMs < Math.floor(startedMs / 1000) * 1000) {
      problems.push(`${flag} ${file} was not written by this run`)
      continue
    }
    let fromFile
    try {
      fromFile = await resultCount([abs], cwd, list)
    } catch (e) {
      problems.push(`${flag} ${file} could not be read (${(e as Error).message.split('\n')[0]})`)
      continue
    }
    let check = ''
    try {
      const shown = await resultCount([consoleFile], cwd, list)
      check =
        shown.results > fromFile.results
          ? ''
          : `; its console output agrees (${shown.results} result${shown.results === 1 ? '' : 's'})`
      if (shown.results > fromFile.results)
        return {
          file: abs,
          warning: `${file} holds ${fromFile.results} results where the command's console output showed ${shown.results}: ${file} is read; check that the command wrote all of them there`,
        }
    } catch {
      /* a console report no format reads (say, pytest's progress dots): the file alone */
    }
    return { file: abs, note: `read ${file}, which the command wrote (${fromFile.format}, full precision)${check}` }
  }
  return problems.length
    ? {
        warning: `${problems.join('; ')}: the console output is read instead, which may round or leave out what the file keeps`,
      }
    : {}
}

// The contract every parser fulfils. A parser is pure: it sees text (or, for formats that are a
// directory tree such as criterion's target/criterion, a list of files with their text) and returns
// normalized results. Reading files, hashing, locking and writing belong to scripts/write/store.ts.
import type { Environment, Measurement, Metric, ParamValue } from '../../data/schema/schema'

export interface InputFile {
  /** Path as given by the user (used in error messages). */
  path: string
  text: string
}

export interface ParserInput {
  /** One file for most formats; several for directory formats (criterion) or multi-file inputs. */
  files: InputFile[]
}

export interface ParsedResult {
  benchmark: string
  params?: Record<string, ParamValue>
  values: Record<string, Measurement>
  note?: string
}

export interface ParsedRun {
  /** Format id of the parser that produced this, e.g. "go-test-bench". */
  format: string
  /** Tool name as a human says it, e.g. "go test -bench". */
  tool: string
  /** Metrics found in the input: id → unit, direction, label. Values are in these units. */
  metrics: Record<string, Metric>
  results: ParsedResult[]
  /** Only what the input itself states; never guessed. */
  environment?: Environment
  /** ISO date or date-time, when the input states one. */
  date?: string
  commit?: string
  version?: string
  /** Non-fatal remarks worth showing the maintainer (skipped lines, ignored blocks). */
  warnings?: string[]
}

export interface Parser {
  /** Format id used by --format, e.g. "redis-benchmark". */
  id: string
  tool: string
  /** One line: what input this reads. */
  description: string
  /** The command line(s) that produce this input. */
  produce: string
  /** Whether these inputs look like this format: 0 (no) … 1 (certain). Must be cheap and never throw. */
  detect(input: ParserInput): number
  /** Parses or throws a ParseError; zero results is an error. */
  parse(input: ParserInput): ParsedRun
  /**
   * Line-oriented formats also offer a streaming form, so that ingest can read a 100 MB file line by
   * line with flat memory. Feeding every line of a file must give the same result as parse().
   */
  lines?(path: string): LineParser
}

export interface LineParser {
  /** One line without its end-of-line characters; lineNo counts from 1. */
  line(text: string, lineNo: number): void
  /**
   * Optional fast path over the raw bytes of a line (UTF-8, without end of line): buf[start, end).
   * Returns true when it took the line, false (having recorded nothing) to have the same line
   * decoded and handed to line(). Taking a line here must give exactly what line() would: it only
   * exists so that the hot lines of big inputs are read without making strings of them.
   */
  bytes?(buf: Buffer, start: number, end: number, lineNo: number): boolean
  end(): ParsedRun
}

/** A malformed input: names the file, the line or JSON path, and what was expected. */
export class ParseError extends Error {
  constructor(
    readonly file: string,
    /** "line 12" or "$.benchmarks[3].stats.mean" */
    readonly where: string,
    readonly expected: string,
  ) {
    super(`${file}: ${where}: ${expected}`)
    this.name = 'ParseError'
  }
}

/**
 * A parser as registered: every run it returns (whole or streamed) carries its `id` as the format, so
 * that a parser names its format once. Parsers build runs with makeRun (shared.ts), which leaves it out.
 */
export function defineParser(p: Parser): Parser {
  const stamp = (run: ParsedRun): ParsedRun => {
    run.format = p.id
    return run
  }
  const lines = p.lines
  return {
    ...p,
    parse: (input) => stamp(p.parse(input)),
    ...(lines
      ? {
          lines: (...args: Parameters<typeof lines>) => {
            const lp = lines(...args)
            return { ...lp, end: () => stamp(lp.end()) }
          },
        }
      : {}),
  }
}

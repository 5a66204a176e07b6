// The ingest pipeline without the command line: pick a parser (--format or detection over the first
// 64 KB), read and parse (streaming line formats, whole-file JSON and directory formats), merge the
// parsed metrics into the suite, and build the Run that the store validates and writes.
// `pnpm bench:ingest` times exactly readAndParse() below.
import { readFileSync } from 'node:fs'
import { DataError, parseJson } from '../../data/schema/validate'
import { didYouMean } from '../../data/schema/suggest'
import { syntaxErrorAt } from '../../data/schema/json-locate'
import { ParseError } from '../parsers/types'
import type { ParsedRun, Parser, ParserInput } from '../parsers/types'
import { formatHint, notText } from '../parsers/hints'
import {
  DETECT_BYTES,
  detectionInput,
  readWhole,
  refuseUtf16,
  stripBom,
  streamLines,
  type InputSet,
  type ReadProgress,
} from './inputs'

/** A problem with what the user asked for (options, formats, metrics), not with a file's content. */
export class IngestError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'IngestError'
  }
}

// ───────────── formats ─────────────

/** One block per format: id, tool, what it reads and the command that produces it. */
export function formatList(list: readonly Parser[]): string {
  if (list.length === 0) return '  (no formats are registered yet)'
  const w = Math.max(...list.map((p) => p.id.length))
  return list
    .map((p) => `  ${p.id.padEnd(w)}  ${p.tool}: ${p.description}\n  ${' '.repeat(w)}  produce with: ${p.produce}`)
    .join('\n')
}

export interface Detection {
  parser: Parser
  score: number
  /** Every parser that scored above 0, best first. */
  scores: Array<{ id: string; score: number }>
}

/** Two scores this close are a tie: detection refuses to guess and asks for --format. */
export const TIE_MARGIN = 0.05

function safeDetect(p: Parser, input: ParserInput): number {
  try {
    const s = p.detect(input)
    return typeof s === 'number' && Number.isFinite(s) ? Math.max(0, Math.min(1, s)) : 0
  } catch {
    return 0
  }
}

/** The best-scoring parser, or an IngestError listing every format when none or several match. */
export function detect(input: ParserInput, list: readonly Parser[]): Detection {
  const scores = list
    .map((p) => ({ parser: p, id: p.id, score: safeDetect(p, input) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score)
  const what =
    input.files.length === 1 ? input.files[0]!.path : `${input.files.length} files (${input.files[0]?.path ?? ''} …)`
  const best = scores[0]
  if (!best) {
    const why = notText(input)
    if (why) throw new IngestError(`${what}: ${why}`)
    const hint = formatHint(input)
    if (hint) throw new IngestError(`${what}: not a format this tool knows: ${hint}`)
    // One line: the list of formats (with the command producing each) is `--list-formats`, not an error.
    throw new IngestError(
      `${what}: not a format this tool knows; check that it is the tool's own output, or pass --format <id> (pnpm ingest --list-formats lists the ${list.length} formats and the command that writes each)`,
    )
  }
  const tied = scores.filter((s) => s.score >= best.score - TIE_MARGIN)
  if (tied.length > 1) {
    throw new IngestError(
      `${what}: could be any of ${tied.map((s) => `${s.id} (${s.score.toFixed(2)})`).join(', ')}; pass --format <id> to say which`,
    )
  }
  return { parser: best.parser, score: best.score, scores: scores.map(({ id, score }) => ({ id, score })) }
}

export interface Choice {
  parser: Parser
  detection?: Detection
  /** The whole input, when detection had to read it (handed on to readAndParse, not read twice). */
  whole?: ReturnType<typeof readWhole>
}

export function chooseParser(set: InputSet, list: readonly Parser[], formatId?: string): Choice {
  refuseUtf16(set)
  if (formatId) {
    const parser = list.find((p) => p.id === formatId)
    if (!parser)
      throw new IngestError(
        `--format ${formatId}: unknown format${didYouMean(
          formatId,
          list.map((p) => p.id),
        )} (pnpm ingest --list-formats lists them)`,
      )
    return { parser }
  }
  const head = detectionInput(set)
  try {
    const detection = detect(head, list)
    return { parser: detection.parser, detection }
  } catch (e) {
    refuseBrokenJson(set, head, e)
    // A JSON document cut at 64 KB does not parse, so whole-file formats whose detect() needs the
    // complete document get a second look at it (they read it whole anyway); line formats do not.
    const cut = set.entries.some((en) => en.size > DETECT_BYTES)
    const whole = list.filter((p) => !p.lines)
    if (
      !cut ||
      whole.length === 0 ||
      set.totalBytes > FULL_DETECT_BYTES ||
      !(e instanceof IngestError) ||
      !/not a format/.test(e.message)
    )
      throw e
    const all = readWhole(set)
    let detection: Detection
    try {
      detection = detect(all.input, whole)
    } catch {
      throw e
    }
    return { parser: detection.parser, detection, whole: all }
  }
}

/**
 * An input that starts like JSON but ends before the document does (cut short) matches no format:
 * rather than "not a format this tool knows", say where the JSON breaks, line and column.
 */
function refuseBrokenJson(set: InputSet, head: ParserInput, e: unknown): void {
  const i = head.files.findIndex((f) => /^\s*[[{]/.test(f.text))
  const entry = set.entries[i]
  if (
    i < 0 ||
    !entry ||
    entry.size > FULL_DETECT_BYTES ||
    !(e instanceof IngestError) ||
    !/not a format/.test(e.message)
  )
    return
  // A hint already names what the input is (k6's --out json stream is JSON lines, not one document).
  if (/not a format this tool knows: /.test(e.message)) return
  const text = stripBom(readFileSync(entry.abs, 'utf8'))
  if (syntaxErrorAt(text) !== text.length) return // valid, or broken in the middle (JSON lines, say): not a cut
  try {
    parseJson(text, entry.path)
  } catch (err) {
    if (!(err instanceof DataError)) throw err
    throw new ParseError(
      entry.path,
      err.jsonPath,
      `${err.expected}; it ends early, so it looks cut short. A JSON format can only read a whole, valid document`,
    )
  }
}

/** Inputs up to this size get the second, whole-document detection pass described above. */
export const FULL_DETECT_BYTES = 50 * 1024 * 1024

// ───────────── reading and parsing ─────────────

export interface ParseOutcome {
  parsed: ParsedRun
  inputHash: string
  /** Whether the input went through the parser's lines() (flat memory) rather than parse(). */
  streamed: boolean
  bytes: number
}

/** Wraps anything a parser throws that is not a ParseError or DataError: that is a parser bug. */
function guard<T>(parser: Parser, file: string, fn: () => T): T {
  try {
    return fn()
  } catch (e) {
    if (e instanceof ParseError || e instanceof DataError) throw e
    const msg = e instanceof Error ? e.message : String(e)
    throw new IngestError(
      `${file}: the ${parser.id} parser failed unexpectedly (${msg}); this is a bug in scripts/parsers, please report it with the input`,
    )
  }
}

/**
 * Reads the inputs once, hashing the same bytes the parser sees. A single file with a line parser is
 * streamed line by line; everything else is read whole. Zero results is a ParseError.
 */
export async function readAndParse(
  set: InputSet,
  parser: Parser,
  progress?: ReadProgress,
  preread?: Choice['whole'],
): Promise<ParseOutcome> {
  const first = set.entries[0]!
  let parsed: ParsedRun
  let inputHash: string
  let streamed = false
  if (set.entries.length === 1 && parser.lines) {
    const lp = guard(parser, first.path, () => parser.lines!(first.path))
    try {
      inputHash = await streamLines(first, set.single, lp, progress, undefined, true)
    } catch (e) {
      if ((e as NodeJS.ErrnoException)?.code) throw e // reading failed, not parsing
      guard(parser, first.path, () => {
        throw e
      })
      throw e
    }
    parsed = guard(parser, first.path, () => lp.end())
    streamed = true
  } else {
    const whole = preread ?? readWhole(set, progress)
    inputHash = whole.inputHash
    parsed = guard(parser, first.path, () => parser.parse(whole.input))
  }
  checkParsed(parser, first.path, parsed)
  return { parsed, inputHash, streamed, bytes: set.totalBytes }
}

function checkParsed(parser: Parser, file: string, parsed: ParsedRun): void {
  if (
    !parsed ||
    typeof parsed !== 'object' ||
    !Array.isArray(parsed.results) ||
    !parsed.metrics ||
    typeof parsed.metrics !== 'object'
  ) {
    throw new IngestError(`${file}: the ${parser.id} parser returned no results list; this is a bug in scripts/parsers`)
  }
  if (parsed.results.length === 0) {
    throw new ParseError(file, 'end of input', `at least one benchmark result (${parser.description}); found none`)
  }
}

// For whole-text parsers of small outputs (summaries, reports): every input file is parsed by itself
// and the runs merged as the line formats' are. Pure, no I/O.
import { cutShort, endsInsideLine } from './line-cutter'
import { mergeRuns } from './shared'
import { ParseError } from './types'
import type { InputFile, ParsedRun, ParserInput } from './types'

export function parseTextFiles(input: ParserInput, one: (f: InputFile) => ParsedRun): ParsedRun {
  if (input.files.length === 0) throw new ParseError('(no input)', 'line 1', 'at least one input file')
  return mergeRuns(
    input.files.map((f) => {
      // Every tool read here ends its output with an end of line: a last line without one was cut short.
      if (endsInsideLine(f.text)) throw cutShort(f.path, f.text.split('\n').length)
      return one(f)
    }),
  )
}

/** The lines of a text without end-of-line characters (a final newline adds no empty line). */
export function linesOf(text: string): string[] {
  const lines = text.split(/\r?\n/)
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop()
  return lines
}

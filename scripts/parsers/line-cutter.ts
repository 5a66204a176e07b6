// Cutting bytes into lines for a LineParser: the one place where lines are found, shared by parse()
// over a whole text and by ingest's streaming of a file chunk by chunk (scripts/write/inputs.ts), so
// that both see the same lines. Lines end at "\n"; a "\r" before it is dropped; a last line without
// "\n" counts, a final "\n" does not start an empty line; a UTF-8 BOM at the very start is dropped.
// A parser with a byte fast path (LineParser.bytes) is offered each line as bytes first; the other
// lines are decoded as UTF-8 (a line never ends inside a multi-byte character, so decoding line by
// line is exact). Pure: no I/O.
// Every tool this project reads ends its output with an end of line, so a last line without one means
// the input stops inside that line (a copy or a capture cut short): its last number may be cut too
// ("Requests/sec: 2337.90" → "2"). Such an input is refused (refuseCutShort) rather than guessed at.
import type { LineParser } from './types'
import { ParseError } from './types'

export class LineCutter {
  /** Lines handed on so far (the number of the last one). */
  lineNo = 0
  /** The number of a last line that had content but no end of line (0: none); see refuseCutShort. */
  unterminated = 0
  private atStart = true
  private readonly fast: boolean

  constructor(private readonly sink: Pick<LineParser, 'line' | 'bytes'>) {
    this.fast = typeof sink.bytes === 'function'
  }

  /**
   * Hands on every complete line of `buf` and returns the offset where its unfinished last line
   * starts (buf.length when there is none). With `last`, the unfinished line is handed on too.
   */
  feed(buf: Buffer, last: boolean): number {
    const end = buf.length
    let s = 0
    if (this.atStart) {
      if (end < 3 && !last) return 0 // too short to tell whether a BOM starts it
      if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) s = 3
      this.atStart = false
    }
    const sink = this.sink
    const fast = this.fast
    while (s < end) {
      let nl = buf.indexOf(10, s)
      if (nl < 0) {
        if (!last) break
        nl = end
      }
      const e = nl > s && buf[nl - 1] === 13 ? nl - 1 : nl
      const lineNo = ++this.lineNo
      if (nl === end && hasContent(buf, s, e)) this.unterminated = lineNo
      if (!(fast && sink.bytes!(buf, s, e, lineNo))) sink.line(buf.toString('utf8', s, e), lineNo)
      s = nl + 1
    }
    return s > end ? end : s
  }
}

function hasContent(b: Buffer, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (b[i]! > 32) return true
  return false
}

/** The error for an input whose last line (`lineNo`) has no end of line. */
export function cutShort(path: string, lineNo: number): ParseError {
  return new ParseError(
    path,
    `line ${lineNo}`,
    'an end of line after the last line; the input stops inside this line, so it looks cut short (its last number may be cut too). Capture the whole output again, or, if the file is complete, end it with a newline',
  )
}

/** Throws cutShort() when the cutter's input ended inside a line with content. */
export function refuseCutShort(cut: LineCutter, path: string): void {
  if (cut.unterminated) throw cutShort(path, cut.unterminated)
}

/** Whether a whole text ends inside a line that has content (see refuseCutShort). */
export function endsInsideLine(text: string): boolean {
  const nl = text.lastIndexOf('\n')
  return /\S/.test(text.slice(nl + 1))
}

/**
 * Feeds one whole text through a LineParser, as ingest would stream it from a file; with `path`, an
 * input that ends inside a line is refused after its lines are read (as ingest's streaming does).
 */
export function feedText(text: string, sink: Pick<LineParser, 'line' | 'bytes'>, path?: string): number {
  const cut = new LineCutter(sink)
  cut.feed(Buffer.from(text, 'utf8'), true)
  if (path !== undefined) refuseCutShort(cut, path)
  return cut.lineNo
}

// Helpers of the byte fast paths: a line's bytes compared with, or made into, a string.

/**
 * Whether b[from, to) holds exactly the bytes of `key`. Compared from the end: names of one tool
 * share their beginning and differ in their last parts.
 */
export function sameBytes(b: Buffer, from: number, to: number, key: Uint8Array): boolean {
  let k = key.length
  if (to - from !== k) return false
  while (k-- > 0) if (b[from + k] !== key[k]) return false
  return true
}

/** Whether b[from, to) holds exactly the characters of the ASCII string `s`. */
export function sameAscii(b: Buffer, from: number, to: number, s: string): boolean {
  if (to - from !== s.length) return false
  for (let k = 0; k < s.length; k++) if (b[from + k] !== s.charCodeAt(k)) return false
  return true
}

/** The ASCII bytes b[from, to) as a string of their own. */
export function asciiString(b: Buffer, from: number, to: number): string {
  return b.toString('latin1', from, to)
}

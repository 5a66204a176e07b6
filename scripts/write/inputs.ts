// Reading what the user hands to `pnpm ingest`: files or directories, their content hash, a short
// head for format detection, the full text for whole-file parsers, and a line reader over a file
// for line-oriented parsers (flat memory on 100 MB inputs). Never writes anything.
import { createHash, type Hash } from 'node:crypto'
import { closeSync, createReadStream, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs'
import { basename, join, relative, resolve, sep } from 'node:path'
import { StringDecoder } from 'node:string_decoder'
import type { InputFile, LineParser, ParserInput } from '../parsers/types'
import { LineCutter, refuseCutShort } from '../parsers/line-cutter'
import { ParseError } from '../parsers/types'
import { MAX_DATA_FILE_BYTES } from '../../data/schema/validate'

export class InputError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InputError'
  }
}

export interface InputEntry {
  /** The path as the user would recognise it (what they typed, plus the path inside a directory). */
  path: string
  /** Absolute path on disk. */
  abs: string
  /** Path used for hashing, the raw bundle and Source.files: "/"-separated, never absolute. */
  rel: string
  size: number
}

export interface InputSet {
  entries: InputEntry[]
  totalBytes: number
  /** One plain file: hashed as its bytes alone, kept raw as that file. */
  single: boolean
}

/** Bytes of each file that format detection looks at. */
export const DETECT_BYTES = 64 * 1024
/** Whole-file parsing refuses inputs larger than this (line formats stream instead). */
export const MAX_WHOLE_BYTES = 512 * 1024 * 1024
/** A single line longer than this is not benchmark output. */
export const MAX_LINE_BYTES = 16 * 1024 * 1024
const MAX_FILES = 20_000
/** Read size of the line streamer: memory stays at about this, whatever the file size (unless one line is longer). */
const CHUNK_BYTES = 2 * 1024 * 1024

const toPosix = (p: string) => p.split(sep).join('/')

/**
 * Resolves the command-line inputs (relative to `base`). A directory contributes every regular file
 * below it (hidden files and folders skipped, symlinked folders not followed), sorted by relative path.
 */
export function collectInputs(args: string[], base = process.cwd()): InputSet {
  if (args.length === 0) throw new InputError('no input: give a file or directory produced by a benchmark tool')
  const entries: InputEntry[] = []
  const onlyDir = args.length === 1
  for (const arg of args) {
    let st
    try {
      st = statSync(resolve(base, arg))
    } catch {
      throw new InputError(`${arg}: no such file or directory`)
    }
    if (st.isFile()) {
      entries.push({ path: arg, abs: resolve(base, arg), rel: basename(resolve(base, arg)), size: st.size })
    } else if (st.isDirectory()) {
      const root = resolve(base, arg)
      const prefix = onlyDir ? '' : basename(root) + '/'
      for (const abs of walk(root)) {
        const rel = toPosix(relative(root, abs))
        entries.push({ path: toPosix(join(arg, rel)), abs, rel: prefix + rel, size: statSync(abs).size })
      }
    } else {
      throw new InputError(`${arg}: not a regular file or directory`)
    }
  }
  if (entries.length === 0) throw new InputError(`${args.join(', ')}: no files found (hidden files are skipped)`)
  if (entries.length > MAX_FILES)
    throw new InputError(`${args.join(', ')}: more than ${MAX_FILES} files; point at the tool's output folder only`)
  entries.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0))
  for (let i = 1; i < entries.length; i++) {
    if (entries[i]!.rel === entries[i - 1]!.rel)
      throw new InputError(
        `${entries[i - 1]!.path} and ${entries[i]!.path}: two inputs with the same name "${entries[i]!.rel}"; put them in one folder or rename one`,
      )
  }
  const single = entries.length === 1 && args.length === 1 && statSync(resolve(base, args[0]!)).isFile()
  return { entries, totalBytes: entries.reduce((n, e) => n + e.size, 0), single }
}

function* walk(dir: string): Generator<string> {
  const names = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))
  for (const d of names) {
    if (d.name.startsWith('.')) continue
    const abs = join(dir, d.name)
    if (d.isDirectory()) yield* walk(abs)
    else if (d.isFile()) yield abs
    else if (d.isSymbolicLink()) {
      try {
        if (statSync(abs).isFile()) yield abs
      } catch {
        /* dangling link: skip */
      }
    }
  }
}

/**
 * The content hash of an input set: a single file hashes as its bytes; several files (or a
 * directory) hash as, for each file in relative-path order, "<rel>\0<size>\0<bytes>".
 */
export class InputHasher {
  private readonly h: Hash = createHash('sha256')
  constructor(private readonly single: boolean) {}
  begin(rel: string, size: number): void {
    if (!this.single) this.h.update(`${rel}\0${size}\0`)
  }
  update(chunk: Buffer): void {
    this.h.update(chunk)
  }
  digest(): string {
    return 'sha256:' + this.h.digest('hex')
  }
}

/** Hashes the inputs by reading them again (used to check nothing changed while ingesting). */
export async function hashInputs(set: InputSet): Promise<string> {
  const h = new InputHasher(set.single)
  for (const e of set.entries) {
    h.begin(e.rel, e.size)
    for await (const chunk of createReadStream(e.abs, { highWaterMark: 1 << 20 })) h.update(chunk as Buffer)
  }
  return h.digest()
}

/**
 * Refuses UTF-16 input (PowerShell's ">" and Out-File write it): every parser reads UTF-8, and
 * UTF-16 text looks to them like no format at all. Known by its byte-order mark, or by NUL bytes in
 * every other place of the first bytes (ASCII text in UTF-16 without a mark).
 */
export function refuseUtf16(set: InputSet): void {
  for (const e of set.entries) {
    const fd = openSync(e.abs, 'r')
    const b = Buffer.alloc(Math.min(64, e.size))
    try {
      readSync(fd, b, 0, b.length, 0)
    } finally {
      closeSync(fd)
    }
    const bom = (b[0] === 0xff && b[1] === 0xfe) || (b[0] === 0xfe && b[1] === 0xff)
    let even = 0
    let odd = 0
    for (let i = 0; i + 1 < b.length; i += 2) {
      if (b[i] === 0) even++
      if (b[i + 1] === 0) odd++
    }
    const pairs = Math.floor(b.length / 2)
    if (bom || (pairs >= 4 && (even === pairs || odd === pairs))) {
      throw new InputError(
        `${e.path}: the file is UTF-16 text (as PowerShell's ">" writes it); ingest reads UTF-8. Convert it first, e.g. iconv -f UTF-16 -t UTF-8 ${e.path} > out.txt, or in PowerShell: Get-Content ${e.path} | Set-Content -Encoding utf8 out.txt`,
      )
    }
  }
}

/** The first DETECT_BYTES of every file, decoded as UTF-8 (a cut multi-byte character is dropped). */
export function detectionInput(set: InputSet): ParserInput {
  const files: InputFile[] = set.entries.map((e) => {
    const fd = openSync(e.abs, 'r')
    try {
      const buf = Buffer.alloc(Math.min(DETECT_BYTES, e.size))
      let n = 0
      while (n < buf.length) {
        const r = readSync(fd, buf, n, buf.length - n, n)
        if (r === 0) break
        n += r
      }
      return { path: e.path, text: stripBom(new StringDecoder('utf8').write(buf.subarray(0, n))) }
    } finally {
      closeSync(fd)
    }
  })
  return { files }
}

export interface ReadProgress {
  (bytesRead: number, totalBytes: number): void
}

/** A JSON document is parsed whole, and at most this big (parseJson's limit, which every JSON format applies). */
export const MAX_JSON_BYTES = MAX_DATA_FILE_BYTES

/** Whether a file's first non-blank byte (after a byte-order mark) opens a JSON document. */
function startsLikeJson(abs: string): boolean {
  const fd = openSync(abs, 'r')
  try {
    const b = Buffer.alloc(4096)
    const n = readSync(fd, b, 0, b.length, 0)
    const head = stripBom(b.subarray(0, n).toString('utf8')).trimStart()
    return head.startsWith('{') || head.startsWith('[')
  } finally {
    closeSync(fd)
  }
}

/**
 * Refuses, from the sizes collectInputs took (stat), inputs too big to be read whole: more than
 * MAX_WHOLE_BYTES in all, or a JSON document above MAX_JSON_BYTES. Checked before reading: a 234 MB
 * JSON file used to be read (560 MB of memory) only to be refused by the JSON parser's limit.
 */
export function refuseTooBigToReadWhole(set: InputSet): void {
  if (set.totalBytes > MAX_WHOLE_BYTES) {
    throw new InputError(
      `${set.entries[0]?.path ?? 'input'}: ${(set.totalBytes / 1e6).toFixed(0)} MB is more than this format can read at once (${MAX_WHOLE_BYTES / 1e6} MB)`,
    )
  }
  for (const e of set.entries) refuseBigJson(e.path, e.abs, e.size)
}

function refuseBigJson(path: string, abs: string, size: number): void {
  if (size > MAX_JSON_BYTES && startsLikeJson(abs)) {
    throw new InputError(
      `${path}: ${(size / 1048576).toFixed(0)} MB of JSON; a JSON input is read whole and may have at most ${MAX_JSON_BYTES / 1048576} MB (refused from its size, before reading it)`,
    )
  }
}

/**
 * The text of one input file of a history (pnpm import), after checking from its size that it can be
 * read: a regular file, at most MAX_WHOLE_BYTES, at most MAX_JSON_BYTES when it is JSON (or `json`
 * says it is parsed as JSON whatever it starts with, as data.js).
 */
export function readInputText(abs: string, path: string, json = false): string {
  const st = statSync(abs)
  if (!st.isFile()) throw new InputError(`${path}: not a regular file`)
  if (st.size > MAX_WHOLE_BYTES)
    throw new InputError(
      `${path}: ${(st.size / 1e6).toFixed(0)} MB is more than can be read at once (${MAX_WHOLE_BYTES / 1e6} MB)`,
    )
  if (json && st.size > MAX_JSON_BYTES)
    throw new InputError(
      `${path}: ${(st.size / 1048576).toFixed(0)} MB of JSON; a JSON input is read whole and may have at most ${MAX_JSON_BYTES / 1048576} MB (refused from its size, before reading it)`,
    )
  refuseBigJson(path, abs, st.size)
  return readFileSync(abs, 'utf8')
}

/** Reads every file whole (for JSON and directory formats) and hashes the same bytes. */
export function readWhole(set: InputSet, progress?: ReadProgress): { input: ParserInput; inputHash: string } {
  refuseTooBigToReadWhole(set)
  const h = new InputHasher(set.single)
  let done = 0
  const files = set.entries.map((e) => {
    const buf = readFileSync(e.abs)
    h.begin(e.rel, buf.length)
    h.update(buf)
    done += buf.length
    progress?.(done, set.totalBytes)
    return { path: e.path, text: stripBom(buf.toString('utf8')) }
  })
  return { input: { files }, inputHash: h.digest() }
}

/**
 * Streams one file line by line through `sink` (a LineParser: its byte fast path first, when it has
 * one), hashing the bytes as they go by. Memory stays at about one chunk. Reads are synchronous: a
 * read from the page cache costs less than the hop through the thread pool an async read makes.
 */
export async function streamLines(
  entry: InputEntry,
  single: boolean,
  sink: Pick<LineParser, 'line' | 'bytes'>,
  progress?: ReadProgress,
  /** Read size (tests make it tiny, to cut lines and characters at every place). */
  chunkBytes = CHUNK_BYTES,
  /** Refuse an input that ends inside a line (see refuseCutShort); ingest does, tests of cutting do not. */
  refuseCut = false,
): Promise<string> {
  const h = new InputHasher(single)
  h.begin(entry.rel, entry.size)
  const cut = new LineCutter(sink)
  let buf = Buffer.allocUnsafe(chunkBytes)
  let kept = 0 // bytes of an unfinished line carried at the start of buf
  let read = 0
  const fd = openSync(entry.abs, 'r')
  try {
    for (;;) {
      if (kept === buf.length) {
        // one line fills the whole buffer
        if (kept >= MAX_LINE_BYTES)
          throw new ParseError(
            entry.path,
            `line ${cut.lineNo + 1}`,
            `lines of at most ${MAX_LINE_BYTES / 1024 / 1024} MB (this is not the text output of a benchmark tool)`,
          )
        const bigger = Buffer.allocUnsafe(buf.length * 2)
        buf.copy(bigger, 0, 0, kept)
        buf = bigger
      }
      const n = readSync(fd, buf, kept, buf.length - kept, null)
      if (n === 0) break
      h.update(buf.subarray(kept, kept + n))
      read += n
      const filled = kept + n
      const rest = cut.feed(buf.subarray(0, filled), false)
      kept = filled - rest
      if (kept > 0 && rest > 0) buf.copy(buf, 0, rest, filled)
      progress?.(read, entry.size)
    }
    cut.feed(buf.subarray(0, kept), true)
    if (refuseCut) refuseCutShort(cut, entry.path)
  } finally {
    closeSync(fd)
  }
  return h.digest()
}

export function stripBom(s: string): string {
  return s.charCodeAt(0) === 0xfeff ? s.slice(1) : s
}

/** The extension the raw copy of a single file keeps ("txt" when it has none we recognise). */
export function rawExtension(set: InputSet): string {
  if (!set.single) return 'bundle.json'
  const m = /\.([A-Za-z0-9]{1,10})$/.exec(set.entries[0]!.rel)
  return m ? m[1]!.toLowerCase() : 'txt'
}

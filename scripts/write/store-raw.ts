// The raw copy of a run's input, gzipped beside the run (data/<suite>/raw/<run>.<ext>.gz): one file as
// it is, several as a JSON bundle. The copy is hashed as it is read, so that an input changed between
// parsing and copying is refused rather than stored under the wrong hash.
import { createReadStream, createWriteStream, readFileSync } from 'node:fs'
import { isUtf8 } from 'node:buffer'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip, gzipSync } from 'node:zlib'
import { InputHasher } from './inputs'
import { StoreError } from './store-errors'
import { fsyncPath, pendingTmps, tmpPathFor, writeTmp } from './store-files'
import type { RawSpec } from './store-plan'

function inputChanged(spec: RawSpec): StoreError {
  return new StoreError(
    'input-changed',
    `${spec.set.entries.map((e) => e.path).join(', ')}: the input changed while it was being ingested; run the ingest again`,
  )
}

/** Streams one input file through the hasher and gzip into a new temp file. */
async function gzipOne(spec: RawSpec, hasher: InputHasher, tmp: string): Promise<void> {
  const e = spec.set.entries[0]!
  hasher.begin(e.rel, e.size)
  const tap = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      hasher.update(chunk)
      cb(null, chunk)
    },
  })
  await pipeline(
    createReadStream(e.abs, { highWaterMark: 1 << 20 }),
    tap,
    createGzip(),
    createWriteStream(tmp, { flags: 'wx', mode: 0o644 }),
  )
  fsyncPath(tmp)
}

/** Several input files as one gzipped JSON bundle (text as text, anything else as base64). */
function bundle(spec: RawSpec, hasher: InputHasher): Buffer {
  const files = spec.set.entries.map((e) => {
    const buf = readFileSync(e.abs)
    hasher.begin(e.rel, buf.length)
    hasher.update(buf)
    return isUtf8(buf)
      ? { path: e.rel, encoding: 'utf8', data: buf.toString('utf8') }
      : { path: e.rel, encoding: 'base64', data: buf.toString('base64') }
  })
  return gzipSync(JSON.stringify({ format: 'bench-pages-raw-bundle', version: 1, files }))
}

/** Gzips the input (one file as it is; several as a JSON bundle) into a temp file, checking its hash. */
export async function writeRawTmp(target: string, spec: RawSpec): Promise<string> {
  const hasher = new InputHasher(spec.set.single)
  let tmp: string
  if (spec.set.single) {
    tmp = tmpPathFor(target)
    pendingTmps.add(tmp)
    await gzipOne(spec, hasher, tmp)
  } else {
    tmp = writeTmp(target, bundle(spec, hasher))
  }
  if (hasher.digest() !== spec.inputHash) throw inputChanged(spec)
  return tmp
}

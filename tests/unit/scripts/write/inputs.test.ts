// scripts/write/inputs.ts: what ingest reads — line splitting across chunk boundaries, the content
// hash, directory walking, the detection head.
import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import {
  collectInputs,
  detectionInput,
  DETECT_BYTES,
  hashInputs,
  rawExtension,
  readWhole,
  streamLines,
} from '../../../../scripts/write/inputs'

const dir = mkdtempSync(join(tmpdir(), 'ingest-inputs-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))
let n = 0
const file = (content: string | Buffer, name = `f${n++}.txt`) => {
  const p = join(dir, name)
  writeFileSync(p, content)
  return p
}

async function lines(content: string | Buffer): Promise<{ lines: string[]; hash: string }> {
  const set = collectInputs([file(content)])
  const out: string[] = []
  const hash = await streamLines(set.entries[0]!, set.single, {
    line: (l, no) => {
      expect(no).toBe(out.length + 1)
      out.push(l)
    },
  })
  return { lines: out, hash }
}

describe('streamLines', () => {
  test('splits \\n and \\r\\n, drops a BOM, keeps a last line without newline, no extra empty line', async () => {
    expect((await lines('\ufeffa\r\nb\n\nc')).lines).toEqual(['a', 'b', '', 'c'])
    expect((await lines('a\nb\n')).lines).toEqual(['a', 'b'])
    expect((await lines('')).lines).toEqual([])
  })

  test('multi-byte characters and CRLF cut by the 2 MB chunk boundary come out whole', async () => {
    // "€" is 3 bytes: with 2 MB − 2 bytes before it, it straddles the boundary; with 2 MB − 4, the
    // "\r" is the last byte of the first chunk and the "\n" the first of the next.
    for (const cut of [2, 4]) {
      const filler = 'x'.repeat(2 * 1024 * 1024 - cut)
      const text = `${filler}€\r\nnext line ✓\n`
      const r = await lines(text)
      expect(r.lines).toEqual([`${filler}€`, 'next line ✓'])
      expect(r.hash).toBe('sha256:' + createHash('sha256').update(text).digest('hex'))
    }
  })

  test('read in chunks of 1 to 7 bytes: every line, BOM, CRLF and character cut at every place comes out whole', async () => {
    const text =
      '\ufeffgoos: linux\r\nBenchmarkÄ/€=1-2 \t 10\t 5.5 ns/op\n\n\r\n✓ last line without newline ' + 'x'.repeat(40)
    const want = [
      'goos: linux',
      'BenchmarkÄ/€=1-2 \t 10\t 5.5 ns/op',
      '',
      '',
      '✓ last line without newline ' + 'x'.repeat(40),
    ]
    const set = collectInputs([file(text)])
    for (let chunk = 1; chunk <= 7; chunk++) {
      const got: string[] = []
      const hash = await streamLines(
        set.entries[0]!,
        set.single,
        {
          line: (l, no) => {
            expect(no).toBe(got.length + 1)
            got.push(l)
          },
        },
        undefined,
        chunk,
      )
      expect(got, `chunks of ${chunk} bytes`).toEqual(want)
      expect(hash).toBe('sha256:' + createHash('sha256').update(text).digest('hex'))
    }
  })

  test('a byte fast path sees each line first; lines it declines reach line() decoded', async () => {
    const set = collectInputs([file('take 1\nleave 2\r\ntake 3\nleave ✓')])
    const taken: string[] = []
    const left: string[] = []
    await streamLines(
      set.entries[0]!,
      set.single,
      {
        bytes: (b, s, e, no) => {
          const l = b.toString('utf8', s, e)
          if (!l.startsWith('take')) return false
          taken.push(`${no}:${l}`)
          return true
        },
        line: (l, no) => {
          left.push(`${no}:${l}`)
        },
      },
      undefined,
      4,
    )
    expect(taken).toEqual(['1:take 1', '3:take 3'])
    expect(left).toEqual(['2:leave 2', '4:leave ✓'])
  })

  test('a line over 16 MB is refused with its line number, whatever its length beyond', async () => {
    const set = collectInputs([file('first\n' + 'y'.repeat(17 * 1024 * 1024) + '\n')])
    await expect(streamLines(set.entries[0]!, set.single, { line: () => {} })).rejects.toThrow(
      /line 2: lines of at most 16 MB/,
    )
  })

  test('hash of a single file is the sha256 of its bytes, and the same as readWhole and hashInputs', async () => {
    const p = file('one\ntwo\n')
    const set = collectInputs([p])
    const want = 'sha256:' + createHash('sha256').update('one\ntwo\n').digest('hex')
    expect(await streamLines(set.entries[0]!, set.single, { line: () => {} })).toBe(want)
    expect(readWhole(set).inputHash).toBe(want)
    expect(await hashInputs(set)).toBe(want)
  })
})

describe('collectInputs', () => {
  test('a folder: files sorted by relative path, hidden ones skipped, hash over path + size + bytes', async () => {
    const d = join(dir, 'tree')
    mkdirSync(join(d, 'b'), { recursive: true })
    mkdirSync(join(d, '.git'), { recursive: true })
    writeFileSync(join(d, 'b', 'x.json'), '{}')
    writeFileSync(join(d, 'a.json'), '[]')
    writeFileSync(join(d, '.DS_Store'), 'junk')
    writeFileSync(join(d, '.git', 'HEAD'), 'ref')
    const set = collectInputs([d])
    expect(set.single).toBe(false)
    expect(set.entries.map((e) => e.rel)).toEqual(['a.json', 'b/x.json'])
    const h = createHash('sha256').update('a.json\u00002\u0000[]').update('b/x.json\u00002\u0000{}').digest('hex')
    expect(readWhole(set).inputHash).toBe(`sha256:${h}`)
    expect(await hashInputs(set)).toBe(`sha256:${h}`)
    expect(rawExtension(set)).toBe('bundle.json')
  })

  test('errors name the path; two inputs with one name are refused', () => {
    expect(() => collectInputs([join(dir, 'missing.txt')])).toThrow(/missing\.txt: no such file/)
    expect(() => collectInputs([])).toThrow(/no input/)
    const p = file('x', 'same.txt')
    expect(() => collectInputs([p, p])).toThrow(/same name/)
  })

  test('detection sees at most 64 KB of each file, never a broken character', () => {
    const p = file('é'.repeat(DETECT_BYTES)) // 2 bytes each: the head ends inside one
    const head = detectionInput(collectInputs([p])).files[0]!.text
    expect(head.length).toBe(DETECT_BYTES / 2)
    expect(head).not.toContain('\ufffd')
    expect(rawExtension(collectInputs([p]))).toBe('txt')
  })
})

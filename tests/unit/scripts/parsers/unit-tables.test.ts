// Parsers keep no unit tables of their own: how many bytes a KiB is, nanoseconds a µs, what "k" or "n"
// multiplies by, is asked of the core (data/numbers/units.ts prefixFactor, bytesIn, normalizeUnit;
// numbers.ts unitFactor, convert). A factor written into a parser is a second table that can drift.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { root } from './helpers'

const DIR = join(root, 'scripts/parsers')
/** A unit or prefix spelling mapped to a number ("KiB: 1024", "ns: 1e9", "'MB/s': [..., 1e6]"), or a power of 1024 or 2. */
const TABLE_ENTRY =
  /(?:^|[{,\s])['"]?(?:[pnuµμm]?s|sec|msec|usec|nsec|min|hr?|[KMGTP]i?B(?:\/s)?|k?B|[kKMGTP](?:elem|b)?(?:\/s)?|Ki|Mi|Gi|Ti)['"]?\s*:\s*(?:\[[^\]]*,\s*)?[\d.]+(?:e-?\d+)?\b/m
const POWER = /\b(?:1024|2)\s*\*\*\s*\d/

test('no parser keeps a table of unit or prefix factors', () => {
  const offenders: string[] = []
  for (const f of readdirSync(DIR).filter((n) => n.endsWith('.ts'))) {
    const code = readFileSync(join(DIR, f), 'utf8')
      .split('\n')
      .map((l, i) => [l.replace(/\/\/.*$/, ''), i + 1] as const)
    for (const [l, n] of code) if (TABLE_ENTRY.test(l) || POWER.test(l)) offenders.push(`${f}:${n}: ${l.trim()}`)
  }
  expect(offenders).toEqual([])
})

test('the check sees the tables it forbids', () => {
  for (const l of [
    'const NS = { nsec: 1, usec: 1e3, msec: 1e6 }',
    'const BW = { B: 1, KiB: 1024 }',
    "  'MB/s': ['throughput', BYTES, 1e6],",
    "const SI = { '': 1, k: 1e3, M: 1e6 }",
    'ram / 1024 ** 3',
  ])
    expect(TABLE_ENTRY.test(l) || POWER.test(l), l).toBe(true)
})

// The registry: one line per format. Order matters only to break ties in detection.
import type { Parser } from './types'
import { redisBenchmark } from './redis-benchmark'
import { hyperfine } from './hyperfine'

export const parsers: Parser[] = [
  redisBenchmark,
  hyperfine,
]

export function parserById(id: string): Parser | undefined {
  return parsers.find((p) => p.id === id)
}

// The registry: one line per format. Order matters only to break ties in detection.
import type { Parser } from './types'

export const parsers: Parser[] = [
]

export function parserById(id: string): Parser | undefined {
  return parsers.find((p) => p.id === id)
}

// The write side's refusals: one class with a code the commands map to exit statuses and messages.
import { didYouMean } from '../../data/schema/suggest'
import { dataDir, suiteIds } from '../read/load'

export type StoreErrorCode =
  | 'interrupted'
  | 'unknown-suite'
  | 'suite-exists'
  | 'duplicate'
  | 'run-exists'
  | 'lock-timeout'
  | 'input-changed'
  | 'invalid'
  | 'too-large'
  | 'unknown-run'

export class StoreError extends Error {
  constructor(
    readonly code: StoreErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'StoreError'
  }
}

function howToCreate(suiteId: string): string {
  return `create it with: pnpm ingest --new-suite ${suiteId} --title "…" --project "…"  (or add --create --title "…" --project "…" to this ingest)`
}

export function unknownSuiteError(suiteId: string, dir = dataDir()): StoreError {
  const known = suiteIds(dir)
  return new StoreError(
    'unknown-suite',
    `unknown suite "${suiteId}" in ${dir}${didYouMean(suiteId, known)} (${known.length ? `known: ${known.join(', ')}` : 'no suites yet'}); ${howToCreate(suiteId)}`,
  )
}

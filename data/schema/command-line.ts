// The one opening of every command (pnpm ingest, import, compare, page, suite, preview, snapshots,
// bench:verdicts): its options read by node's parseArgs, strictly, so that an unknown option is refused
// with one line, "did you mean" the closest known one, instead of being ignored. Node-only (node:util).
import { parseArgs } from 'node:util'
import type { ParseArgsConfig } from 'node:util'
import { closest } from './suggest'

type Options = NonNullable<ParseArgsConfig['options']>

/**
 * A command line's parse error in one line: node's "Unknown option '--sute'" gains "; did you mean
 * --suite?" when an option of `options` is close, and loses node's advice about positional arguments.
 */
export function optionError(message: string, options: Record<string, unknown>): string {
  const m = message.replace(/\. To specify a positional argument.*$/s, '')
  const typed = /^Unknown option '--([^'=]+)'/.exec(m)?.[1]
  const near = typed === undefined ? undefined : closest(typed, Object.keys(options))
  return near ? `${m}; did you mean --${near}?` : m
}

/**
 * `argv` read against `options` (strict: an unknown option or a missing value is an error); the error is
 * the command's own, made by `fail` from the one-line message, so each command reports it its way.
 */
export function readCommandLine<O extends Options, P extends boolean = true>(
  argv: string[],
  options: O,
  fail: (message: string) => Error,
  allowPositionals: P = true as P,
) {
  try {
    return parseArgs({ args: argv, options, allowPositionals, strict: true as const })
  } catch (e) {
    throw fail(optionError((e as Error).message, options))
  }
}

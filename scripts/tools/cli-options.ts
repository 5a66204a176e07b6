// The options of a command that has few or none: a mistyped or unknown one stops it with one line and a
// "did you mean" (exit status 2) instead of being ignored while the command runs for minutes.
import type { ParseArgsConfig } from 'node:util'
import { readCommandLine } from '../../data/schema/command-line'

type Options = NonNullable<ParseArgsConfig['options']>

/** Parses `argv` strictly (no positional arguments); on a mistake, prints it and exits with status 2. */
export function commandOptions<const T extends Options>(command: string, options: T, argv = process.argv.slice(2)) {
  try {
    return readCommandLine(argv, options, (m) => new Error(m), false).values
  } catch (e) {
    const known = Object.keys(options).length
      ? ` (known: ${Object.keys(options)
          .map((o) => `--${o}`)
          .join(', ')})`
      : `: it takes no options`
    process.stderr.write(`error: pnpm ${command}: ${(e as Error).message}${known}\n`)
    process.exit(2)
  }
}

// The options of a command that has few or none: a mistyped or unknown one stops it with one line and a
// "did you mean" (exit status 2) instead of being ignored while the command runs for minutes.
import { parseArgs, type ParseArgsConfig } from 'node:util'
import { optionError } from '../../data/schema/suggest'

type Options = NonNullable<ParseArgsConfig['options']>

/** Parses `argv` strictly (no positional arguments); on a mistake, prints it and exits with status 2. */
export function commandOptions<const T extends Options>(command: string, options: T, argv = process.argv.slice(2)) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values
  } catch (e) {
    const known = Object.keys(options).length
      ? ` (known: ${Object.keys(options)
          .map((o) => `--${o}`)
          .join(', ')})`
      : `: it takes no options`
    process.stderr.write(`error: pnpm ${command}: ${optionError((e as Error).message, options)}${known}\n`)
    process.exit(2)
  }
}

// docs/guide/compare.md stays in step with `pnpm compare --help`, and stays safe for VitePress:
// the page is compiled as a Vue template, so "{{" may appear only inside fenced code blocks.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { USAGE } from '../../scripts/commands/compare'

const PAGE = readFileSync(fileURLToPath(new URL('../../docs/guide/compare.md', import.meta.url)), 'utf8')

describe('docs/guide/compare.md', () => {
  test('documents every option of the command', () => {
    const options = [...USAGE.matchAll(/^\s+(--[a-z-]+)/gm)].map((m) => m[1]!)
    expect(options.length).toBeGreaterThan(4)
    for (const o of options) expect(PAGE, o).toContain(`\`${o}`)
  })

  test('no "{{" outside fenced code blocks', () => {
    const outside = PAGE.split(/^```.*$/m)
      .filter((_, i) => i % 2 === 0)
      .join('\n')
    expect(outside).not.toContain('{{')
    expect(PAGE).toContain('${{ github.base_ref }}') // the workflow example, inside a fence
  })
})

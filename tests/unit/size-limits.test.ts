// The size rules of the house style (issue 26 §4): production functions at most 80 lines and files at most
// 300 (ESLint, blank lines and comments not counted), with no file excepted; and no production file over
// 400 lines as written. ESLint checks the code in `pnpm lint`; this checks that the rules reach every
// production file at those limits (an override or an exception list would show here) and that they fire.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, test } from 'vitest'

const ROOT = join(import.meta.dirname, '../..')
const PRODUCTION = /^(components|scripts|data\/schema|\.vitepress)\/.*\.(ts|vue|js|mjs)$/
const files = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => PRODUCTION.test(f) && !f.startsWith('.vitepress/dist') && !f.startsWith('.vitepress/cache'))

describe('size limits of production code', () => {
  test('there are production files', () => expect(files.length).toBeGreaterThan(200))

  test('no production file is over 400 lines as written', () => {
    const long = files
      .map((f) => [f, readFileSync(join(ROOT, f), 'utf8').split('\n').length - 1] as const)
      .filter(([, n]) => n > 400)
    expect(long).toEqual([])
  })

  test('ESLint holds every production file to 80-line functions and 300-line files, none excepted', async () => {
    const eslint = new ESLint({ cwd: ROOT })
    const loose: string[] = []
    for (const f of files) {
      const rules = ((await eslint.calculateConfigForFile(join(ROOT, f))) as { rules?: Record<string, unknown> }).rules
      const fn = rules?.['max-lines-per-function'] as [number, { max: number }] | undefined
      const file = rules?.['max-lines'] as [number, { max: number }] | undefined
      if (fn?.[0] !== 2 || fn[1].max !== 80 || file?.[0] !== 2 || file[1].max !== 300) loose.push(f)
    }
    expect(loose).toEqual([])
  }, 60_000)

  test('the rule fires on a production function of 81 lines', async () => {
    const body = Array.from({ length: 80 }, (_, i) => `  const v${i} = ${i}`).join('\n')
    const [result] = await new ESLint({ cwd: ROOT }).lintText(`export function f(): void {\n${body}\n}\n`, {
      filePath: join(ROOT, 'scripts/parsers/size-probe.ts'),
    })
    expect(result!.messages.map((m) => m.ruleId)).toContain('max-lines-per-function')
  }, 60_000)
})

// The selector rewrite behind the dark theme without JavaScript (.vitepress/no-js-dark.ts); what a reader
// sees is checked in Chromium (tests/e2e/nojs.spec.ts, the same colours as with JavaScript).
import { describe, expect, test } from 'vitest'
import { withoutScripts } from '../../../.vitepress/no-js-dark'

describe('withoutScripts', () => {
  test('a rule for the dark root is read as the root without the class', () => {
    expect(withoutScripts('.dark')).toBe(':root:not(.dark)')
    expect(withoutScripts('html.dark')).toBe(':root:not(.dark)')
    expect(withoutScripts(' .dark .vp-code span')).toBe(':root:not(.dark) .vp-code span')
    expect(withoutScripts('.dark .VPImage.light[data-v-e54b6263]')).toBe(
      ':root:not(.dark) .VPImage.light[data-v-e54b6263]',
    )
    expect(withoutScripts('.dark [class*=DocSearch]')).toBe(':root:not(.dark) [class*=DocSearch]')
  })
  test('anything else is left out: other classes, .dark lower down, the light-only rules', () => {
    for (const s of ['.darker', '.dark-mode .x', '.moon', '.x .dark', 'html:not(.dark) .vp-code span', '.VPImage.dark'])
      expect(withoutScripts(s)).toBeUndefined()
  })
})

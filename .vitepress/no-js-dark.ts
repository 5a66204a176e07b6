// Readers without JavaScript who prefer a dark theme. VitePress sets its `.dark` class on <html> from a
// script, so without one such a reader always got the light theme. This PostCSS step (config.ts, vite.css)
// copies every rule written for `.dark`, VitePress's and ours alike, into
// `@media (scripting: none) and (prefers-color-scheme: dark)` with `.dark` read as "the root, which has no
// .dark class": what a browser without scripts always has. The copies are more specific than any light rule
// they override (`html:not(.dark) .vp-code span`, VitePress's light code colours, included) and come last.
// Known gap: a rule that hides something only in the light theme (`html:not(.dark) X`) still applies; the
// one VitePress has (light/dark hero images) is not used by this site.

import type { CSSOptions } from 'vite'

// PostCSS's own types, as Vite declares them (postcss is Vite's dependency, not one of ours).
type Accepted = NonNullable<Exclude<CSSOptions['postcss'], string | undefined>['plugins']>[number]
type Plugin = Exclude<Extract<Accepted, { postcssPlugin: string }>, (...args: never[]) => unknown>
type Root = Parameters<NonNullable<Plugin['Once']>>[0]
type Rule = Parameters<Parameters<Root['walkRules']>[0]>[0]
type Node = ReturnType<Rule['clone']> | ReturnType<NonNullable<Rule['parent']>['clone']>

const NO_JS_DARK = '(scripting: none) and (prefers-color-scheme: dark)'

/** `.dark …` or `html.dark …` as the root with no class: `:root:not(.dark) …`; other selectors: none. */
export function withoutScripts(selector: string): string | undefined {
  const m = /^(?:html|:root)?\.dark(?![\w-])/.exec(selector.trim())
  return m ? ':root:not(.dark)' + selector.trim().slice(m[0].length) : undefined
}

/** A rule's copy for readers without scripts, inside copies of the at-rules it sits in (e.g. a width). */
function copyOf(rule: Rule, selectors: string[]): Node | undefined {
  let node: Node = rule.clone({ selectors })
  for (let at = rule.parent; at && at.type === 'atrule'; at = at.parent) {
    // A keyframe's selector is a percentage, never `.dark`; @supports and @media nest as they were.
    if (!('name' in at) || (at.name !== 'media' && at.name !== 'supports')) return undefined
    const wrap = at.clone()
    wrap.removeAll()
    wrap.append(node)
    node = wrap
  }
  return node
}

export function noJsDark(): Plugin {
  return {
    postcssPlugin: 'bench-no-js-dark',
    Once(root, { AtRule }) {
      const copies: Node[] = []
      root.walkRules((rule) => {
        const selectors = rule.selectors.map(withoutScripts).filter((s): s is string => s !== undefined)
        const copy = selectors.length ? copyOf(rule, selectors) : undefined
        if (copy) copies.push(copy)
      })
      if (!copies.length) return
      const media = new AtRule({ name: 'media', params: NO_JS_DARK })
      media.append(...copies)
      root.append(media)
    },
  }
}

declare module '*.vue' {
  import type { DefineComponent } from 'vue'
  const component: DefineComponent<object, object, unknown>
  export default component
}

// markdown-it (a dev dependency, for `pnpm compare` reading pages) ships no types; its instances are
// what VitePress calls a MarkdownRenderer.
declare module 'markdown-it' {
  import type { MarkdownRenderer } from 'vitepress'
  const MarkdownIt: new (options?: { html?: boolean }) => MarkdownRenderer
  export default MarkdownIt
}

// Where a chart's standalone SVG is published (markdown/chart-embeds.ts writes it) and the Markdown that
// shows it in a README, like a badge.

/** "fusion/performance.md", "rpc-calls" → "charts/fusion/performance/rpc-calls.svg" (or .png; relative to the site's base). */
export function embedPath(relativePath: string, id: string, ext: 'svg' | 'png' = 'svg'): string {
  const page = pageUrlPath(relativePath).replace(/\/$/, '') || 'index'
  return `charts/${page}/${id}.${ext}`
}

/** A chart image's alt text: its title, then the description the page gives screen readers (what it shows, the best). */
export function embedAlt(title: string, description?: string): string {
  return description ? `${title}. ${description}` : title
}

/** "fusion/performance.md" → "fusion/performance" (the page's clean URL, relative to the site's base). */
export function pageUrlPath(relativePath: string): string {
  return relativePath.replace(/\.md$/, '').replace(/(^|\/)index$/, '$1')
}

/** The Markdown image of a chart, with its alt text, linking to the chart on its page. */
export function embedMarkdown(altText: string, imageUrl: string, pageUrl: string): string {
  const alt = altText.replace(/[[\]\\]/g, '\\$&').replace(/\s+/g, ' ')
  return `[![${alt}](${imageUrl})](${pageUrl})`
}

/** A snippet's links made absolute against the page it is read on (a README needs whole URLs). */
export function absoluteLinks(md: string, pageHref: string): string {
  return md.replace(/(?<!\\)\]\(([^)]*)\)/g, (_m, p: string) => `](${new URL(p, pageHref).href})`)
}

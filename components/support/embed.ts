// Where a chart's standalone SVG is published (markdown/chart-embeds.ts writes it) and the Markdown that
// shows it in a README, like a badge.

/** "fusion/performance.md", "rpc-calls" → "charts/fusion/performance/rpc-calls.svg" (relative to the site's base). */
export function embedPath(relativePath: string, id: string): string {
  const page = pageUrlPath(relativePath).replace(/\/$/, '') || 'index'
  return `charts/${page}/${id}.svg`
}

/** "fusion/performance.md" → "fusion/performance" (the page's clean URL, relative to the site's base). */
export function pageUrlPath(relativePath: string): string {
  return relativePath.replace(/\.md$/, '').replace(/(^|\/)index$/, '$1')
}

/** The Markdown image of a chart, with its title as the alt text, linking to the chart on its page. */
export function embedMarkdown(title: string, imageUrl: string, pageUrl: string): string {
  const alt = title.replace(/[[\]\\]/g, '\\$&')
  return `[![${alt}](${imageUrl})](${pageUrl})`
}

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

/** The line under a chart image saying which figures it holds, since a README shows it away from its page:
 *  the run line a bar chart's caption gives ("Run 2 of 2 (Fusion 12.3.76 on .NET 10.0.7) · measured 2026-04-25"), or for a trend its
 *  runs and the latest one's date ("20 runs, the latest measured 2026-11-26"); a withdrawn run says so. */
export function embedFooter(model: { caption: string; runs?: Array<{ date?: string }>; withdrawn?: string }): string {
  const latest = model.runs?.at(-1)?.date?.slice(0, 10)
  const parts = [model.caption, latest ? `the latest measured ${latest}` : ''].filter((p) => p.trim() !== '')
  return `${parts.join(', ')}${model.withdrawn ? ' (a withdrawn run)' : ''}`
}

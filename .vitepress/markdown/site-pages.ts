// The site's pages as their front matter describes them: the sidebar and the home page's list are
// built from it, so adding a page is writing a Markdown file (no config edit). Keys (docs/guide/pages.md):
//   title        the page's title (also the sidebar text unless `sidebarTitle`)
//   sidebar      the sidebar group it is listed under ("Projects", "Guide" …); false or absent: not listed
//   sidebarTitle shorter text for the sidebar
//   order        position in its group (lower first; pages without one follow, by title); a group
//                comes where its lowest `order` puts it
//   suites       the data suites the page shows: listed with them on the home page
//   description  one sentence, shown on the home page (and in search results)
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { closest, didYouMean } from '../../data/schema/suggest'
import { htmlText } from '../../data/numbers/escape'

export interface SitePage {
  /** Link without extension, from the site root: "/fusion/performance", "/guide/formats/". */
  link: string
  /** Source file relative to the source folder, for messages. */
  file: string
  title: string
  sidebar?: string
  sidebarTitle?: string
  order?: number
  suites: string[]
  description?: string
}

class FrontMatterError extends Error {}

const KEYS = [
  'title',
  'sidebar',
  'sidebarTitle',
  'order',
  'suites',
  'description',
  'layout',
  'outline',
  'head',
  'aside',
  'prev',
  'next',
  'editLink',
  'lastUpdated',
  'footer',
  'navbar',
  'hero',
  'features',
  'pageClass',
  'titleTemplate',
  'search',
]

function frontMatter(text: string, file: string): Record<string, unknown> {
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text)
  if (!m) return {}
  let data: unknown
  try {
    data = parseYaml(m[1]!)
  } catch (e) {
    throw new FrontMatterError(`${file}: front matter: expected YAML (${(e as Error).message.split('\n')[0]})`)
  }
  return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {}
}

/** Reads one page's front matter; a wrong type or an unknown key near a known one fails with file and key. */
export function pageFromText(text: string, file: string): SitePage {
  const fm = frontMatter(text, file)
  for (const k of Object.keys(fm)) {
    if (!KEYS.includes(k) && closest(k, KEYS))
      throw new FrontMatterError(`${file}: front matter key "${k}" is not one this site reads${didYouMean(k, KEYS)}`)
  }
  const str = (k: string) => {
    const v = fm[k]
    if (v === undefined || v === null || v === false) return undefined
    if (typeof v !== 'string' || !v.trim())
      throw new FrontMatterError(`${file}: front matter "${k}": expected text, found ${JSON.stringify(v)}`)
    return v
  }
  const order = fm.order
  if (order !== undefined && typeof order !== 'number')
    throw new FrontMatterError(`${file}: front matter "order": expected a number, found ${JSON.stringify(order)}`)
  const suites = fm.suites === undefined ? [] : fm.suites
  if (!Array.isArray(suites) || suites.some((s) => typeof s !== 'string'))
    throw new FrontMatterError(
      `${file}: front matter "suites": expected a list of suite ids such as [my-lib], found ${JSON.stringify(suites)}`,
    )
  const heading = /^#\s+(.+)$/m.exec(text)?.[1]?.trim()
  const link =
    '/' +
    file
      .replace(/\\/g, '/')
      .replace(/(^|\/)index\.md$/, '$1')
      .replace(/\.md$/, '')
  return {
    link,
    file,
    title: str('title') ?? heading ?? link,
    sidebar: str('sidebar'),
    sidebarTitle: str('sidebarTitle'),
    order,
    suites: suites as string[],
    description: str('description'),
  }
}

/** Every Markdown page under `srcDir` (public/ and dot-folders skipped), in path order. */
export function sitePages(srcDir: string): SitePage[] {
  const out: SitePage[] = []
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (e.name.startsWith('.') || e.name === 'public' || e.name === 'node_modules') continue
      const p = join(d, e.name)
      if (e.isDirectory()) walk(p)
      else if (e.name.endsWith('.md')) out.push(pageFromText(readFileSync(p, 'utf8'), relative(srcDir, p)))
    }
  }
  walk(srcDir)
  return out
}

export interface SidebarGroup {
  text: string
  items: Array<{ text: string; link: string }>
}

/** Pages in the order a reader meets them in the sidebar: by `order`, then title. */
export function bySidebarOrder(pages: SitePage[]): SitePage[] {
  const rank = (p: SitePage) => p.order ?? Number.POSITIVE_INFINITY
  return [...pages].sort((a, b) => rank(a) - rank(b) || a.title.localeCompare(b.title))
}

/** Groups of pages that name a `sidebar` group, ordered by `order`, then title. */
export function sidebarGroups(pages: SitePage[]): SidebarGroup[] {
  const sorted = bySidebarOrder(pages.filter((p) => p.sidebar))
  const groups = new Map<string, SitePage[]>()
  for (const p of sorted) groups.set(p.sidebar!, [...(groups.get(p.sidebar!) ?? []), p])
  // VitePress shows sidebar texts (and the prev/next links made from them) as HTML: titles are text here.
  return [...groups].map(([text, ps]) => ({
    text: htmlText(text),
    items: ps.map((p) => ({ text: htmlText(p.sidebarTitle ?? p.title), link: p.link })),
  }))
}

/**
 * The sidebar: one list of groups, or, when `separate` names folders (site.yaml's `separateSidebars`), the
 * pages under each such folder in a sidebar of their own, shown only while reading them, and the rest in
 * the site's. A site of one's own keeps the tool's guide reachable without listing it beside its projects.
 */
export function siteSidebar(
  pages: SitePage[],
  separate: string[] = [],
): SidebarGroup[] | Record<string, SidebarGroup[]> {
  if (!separate.length) return sidebarGroups(pages)
  const folders = separate.map((f) => `/${f.replace(/^\/+|\/+$/g, '')}/`)
  const under = (p: SitePage, f: string) => p.link.startsWith(f) || p.link === f.slice(0, -1)
  const out: Record<string, SidebarGroup[]> = {}
  for (const f of folders) out[f] = sidebarGroups(pages.filter((p) => under(p, f)))
  out['/'] = sidebarGroups(pages.filter((p) => !folders.some((f) => under(p, f))))
  return out
}

/**
 * "Previous page" and "Next page" under a page the sidebar does not list but a listed folder page leads to (a
 * format's own page, under "Input formats"): VitePress gave it the sidebar's first page as "Next page"
 * (ActualLab.Fusion under the hyperfine guide). It leads back to that folder page and on to nothing.
 * Undefined for a listed page, or one under no listed folder page (VitePress's own links stay). `sidebar` is
 * siteSidebar's, as the theme holds it (the dev server replaces it when a page's front matter changes).
 */
export function unlistedPager(
  relativePath: string,
  sidebar: SidebarGroup[] | Record<string, SidebarGroup[]> | undefined,
): { prev: { text: string; link: string }; next: false } | undefined {
  const link =
    '/' +
    relativePath
      .replace(/\\/g, '/')
      .replace(/(^|\/)index\.md$/, '$1')
      .replace(/\.md$/, '')
  const listed = (Array.isArray(sidebar) ? sidebar : Object.values(sidebar ?? {}).flat()).flatMap((g) => g.items)
  if (listed.some((p) => p.link === link)) return undefined
  const up = listed
    .filter((p) => p.link.endsWith('/') && p.link !== link && link.startsWith(p.link))
    .sort((a, b) => b.link.length - a.link.length)[0]
  return up ? { prev: { text: up.text, link: up.link }, next: false } : undefined
}

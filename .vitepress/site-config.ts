// The site's own settings, in `site.yaml` beside its pages (docs/, or BENCH_SRC_DIR): its title, the
// description search engines show, the top navigation and the folders whose pages keep a sidebar of their
// own. A site made with `pnpm create-site` is made its own there, not by editing .vitepress/config.ts.
// Without the file, the defaults below (this repository's example site) apply.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse as parseYaml } from 'yaml'
import { z } from 'zod'
import { validate } from '../data/schema/validate'

const SITE_FILE = 'site.yaml'

const Link = z.strictObject({ text: z.string().min(1), link: z.string().min(1) })

const SiteSettings = z.strictObject({
  title: z.string().min(1).max(120).default('Benchmark pages'),
  description: z
    .string()
    .max(300)
    .default('Benchmark results published from data: tables, charts and history, rebuilt from raw tool output.'),
  /** The links at the top of every page. */
  nav: z.array(Link).default([{ text: 'Projects', link: '/' }]),
  /** Folders ("guide") whose pages get a sidebar of their own, shown only while reading them. */
  separateSidebars: z.array(z.string().regex(/^[\w.-]+(\/[\w.-]+)*$/)).default([]),
})
type SiteSettings = z.output<typeof SiteSettings>

/** The settings of the site whose pages are in `srcDir`; a mistake in the file fails with its path and key. */
export function siteSettings(srcDir: string): SiteSettings {
  const file = join(srcDir, SITE_FILE)
  if (!existsSync(file)) return SiteSettings.parse({})
  let raw: unknown
  try {
    raw = parseYaml(readFileSync(file, 'utf8')) ?? {}
  } catch (e) {
    throw new Error(`${file}: expected YAML (${(e as Error).message.split('\n')[0]})`)
  }
  return validate(SiteSettings, raw, file)
}

// Runs before each test file. Test files share their modules (vitest.config.ts, isolate: false), and VitePress
// keeps the first Markdown renderer it creates for the whole process, whatever options later calls pass: a
// file that builds its own renderer (figure-cells.test.ts, with one plugin) would otherwise get the renderer
// of whichever file ran before it. Each file starts with none.
import { disposeMdItInstance } from 'vitepress'

disposeMdItInstance()

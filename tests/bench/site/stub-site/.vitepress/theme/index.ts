// The site's own theme, unchanged (its chart components are stubbed out by ../config.ts).
export { default } from '../../../../../../.vitepress/theme'

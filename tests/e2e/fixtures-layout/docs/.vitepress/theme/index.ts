// The site's own theme, unchanged.
export { default } from '../../../../../../.vitepress/theme'

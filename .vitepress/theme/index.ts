// Extends the default theme. Bench components are registered as async components: a page that uses
// none of them loads none of their code, and Chart.js itself loads only when a chart nears the viewport.
import { defineAsyncComponent, h } from 'vue'
import DefaultTheme from 'vitepress/theme'
import type { Theme } from 'vitepress'
import PreviewBanner from '../../components/PreviewBanner.vue'
import './style.css'

export default {
  extends: DefaultTheme,
  Layout: () => h(DefaultTheme.Layout, null, { 'layout-top': () => h(PreviewBanner) }),
  enhanceApp({ app }) {
    app.component('BenchChart', defineAsyncComponent(() => import('../../components/BenchChart.vue')))
  },
} satisfies Theme

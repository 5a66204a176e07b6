// The only Chart.js registration: just the parts our charts use (not chart.js/auto), so the chunk
// stays small. Imported only by BenchChartCanvas.vue, which loads when a chart nears the viewport.
import {
  BarController, BarElement, CategoryScale, Chart, LinearScale, LineController, LineElement,
  LogarithmicScale, PointElement, Tooltip,
} from 'chart.js'

Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, LogarithmicScale, Tooltip)

export { Chart }

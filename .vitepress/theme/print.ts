// Paper is white and browsers print no backgrounds: a page printed from the dark theme put the charts'
// dark-theme colours on it (pale axes and labels, series chosen to stand out on near-black). Printing
// takes the light theme for as long as the print lasts and then gives the reader's theme back, without
// touching the stored choice (VitePress's own switch would write it). Registered before any component
// mounts, so this listener runs before a drawn chart's own (components/composables/useThemeColors.ts).
export function printInLight(root: HTMLElement): void {
  let wasDark = false
  window.addEventListener('beforeprint', () => {
    wasDark = root.classList.contains('dark')
    root.classList.remove('dark')
  })
  window.addEventListener('afterprint', () => {
    if (wasDark) root.classList.add('dark')
    wasDark = false
  })
}

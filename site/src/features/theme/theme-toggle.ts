// Behaviour of the header's theme buttons ([data-theme-toggle], ThemeToggle.astro): shows the page's real
// theme (aria-pressed while dark), follows system changes while nothing is chosen, switches on click.
import { chooseTheme, currentTheme, onSystemThemeChange } from './theme'

export function bindThemeToggles(): void {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')]
  const sync = () => {
    const dark = String(currentTheme() === 'dark')
    for (const b of buttons) b.setAttribute('aria-pressed', dark)
  }
  for (const b of buttons) {
    b.addEventListener('click', () => {
      chooseTheme(currentTheme() === 'dark' ? 'light' : 'dark')
      sync()
    })
  }
  sync()
  onSystemThemeChange(sync)
}

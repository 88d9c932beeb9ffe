// Behaviour of the header's theme buttons ([data-theme-toggle], ThemeToggle.astro): shows the page's real
// theme (aria-pressed while dark), follows system changes while nothing is chosen, switches on click; the
// "Follow system theme" buttons ([data-theme-system]) forget the choice.
import { chooseTheme, currentTheme, followSystemTheme, onSystemThemeChange } from './theme'

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
  for (const b of document.querySelectorAll<HTMLButtonElement>('[data-theme-system]')) {
    b.addEventListener('click', () => {
      followSystemTheme()
      sync()
      // The button hides itself once nothing is chosen: focus stays in the header, on the toggle beside it.
      buttons[0]?.focus()
    })
  }
  sync()
  onSystemThemeChange(sync)
}

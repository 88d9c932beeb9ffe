// The colour theme: the system's (prefers-color-scheme) until the visitor picks one with
// the header's toggle; the pick is kept in localStorage (never a cookie) and applied as html[data-theme]
// before the first paint by THEME_BOOT_SCRIPT, inlined in BaseLayout's <head> (the server's CSP allows it by
// hash). global.css gives every colour token a light and a dark value.
export type Theme = 'light' | 'dark'

export const THEME_KEY = 'snip-theme'

/** Runs before first paint: applies a stored choice. Kept tiny; its text is hashed into the page's CSP. */
export const THEME_BOOT_SCRIPT = `try{var t=localStorage.getItem('${THEME_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`

const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches

/** The theme the page shows now. */
export function currentTheme(): Theme {
  const chosen = document.documentElement.dataset.theme
  if (chosen === 'light' || chosen === 'dark') return chosen
  return systemDark() ? 'dark' : 'light'
}

/** Shows `theme` and remembers it for the next pages. */
export function chooseTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme
  try {
    localStorage.setItem(THEME_KEY, theme)
  } catch {
    // storage unavailable: the choice lasts for this page
  }
}

/** Forgets the choice: the page shows the system's theme again, and follows it. */
export function followSystemTheme(): void {
  delete document.documentElement.dataset.theme
  try {
    localStorage.removeItem(THEME_KEY)
  } catch {
    // storage unavailable: nothing was kept
  }
}

/** Calls `listener` when the system theme changes (it only matters while no choice is stored). */
export function onSystemThemeChange(listener: () => void): () => void {
  const query = window.matchMedia('(prefers-color-scheme: dark)')
  query.addEventListener('change', listener)
  return () => query.removeEventListener('change', listener)
}

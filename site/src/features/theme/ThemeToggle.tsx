// The header's dark-theme switch (issue 13, point 4): a toggle button, pressed while the page is dark.
// Prerendered unpressed; after mount it shows the page's real theme and follows system changes.
import { useEffect, useState } from 'react'
import { MoonIcon } from '../../components/icons'
import { messages } from '../../lib/copy'
import { chooseTheme, currentTheme, onSystemThemeChange } from './theme'

export function ThemeToggle() {
  const [dark, setDark] = useState(false)
  useEffect(() => {
    const sync = () => setDark(currentTheme() === 'dark')
    sync()
    return onSystemThemeChange(sync)
  }, [])
  return (
    <button
      type="button"
      aria-pressed={dark}
      title={messages.site.header.darkTheme}
      onClick={() => {
        chooseTheme(dark ? 'light' : 'dark')
        setDark(!dark)
      }}
      className="flex h-9 w-9 items-center justify-center rounded-md text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-pressed:bg-muted"
    >
      <MoonIcon width={18} height={18} />
      <span className="sr-only">{messages.site.header.darkTheme}</span>
    </button>
  )
}

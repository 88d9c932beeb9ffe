// Focus after a dialog that removes something: Radix returns focus only to a DialogTrigger, so the control
// that opened the dialog is remembered, and given the focus back when the dialog closes — or, when it went
// with what was removed, `fallback()` (the section's heading) takes it rather than the page.
import { useRef, useState } from 'react'

export interface ReturnFocus {
  /** Call as the dialog opens. */
  remember: () => void
  /** The dialog's onCloseAutoFocus. */
  restore: (event: Event) => void
}

/** One object for the component's life, so callbacks that use it need not list it. */
export function useReturnFocus(fallback: () => HTMLElement | null): ReturnFocus {
  const latest = useRef(fallback)
  latest.current = fallback
  const [focus] = useState<ReturnFocus>(() => {
    let opener: HTMLElement | null = null
    return {
      remember: () => void (opener = document.activeElement as HTMLElement | null),
      restore: (event) => {
        event.preventDefault()
        const el = opener
        opener = null
        ;(el?.isConnected ? el : latest.current())?.focus()
      },
    }
  })
  return focus
}

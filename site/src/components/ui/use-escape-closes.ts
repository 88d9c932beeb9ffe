// Escape closes an open dashboard dialog even while a toast is on screen. Radix gives Escape to the top-most
// layer only, and a toast shown after the dialog opened (e.g. 'QR Code downloaded') is a layer above it:
// without this, the first Escape would close just the toast.
import { useEffect } from 'react'

export function useEscapeCloses(open: boolean, close: () => void): void {
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const inToast = event.target instanceof Element && event.target.closest('[data-slot="toast"], [data-slot="toast-viewport"]')
      if (!inToast) close() // when the dialog is the top layer Radix closes it too: closing twice is harmless
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open, close])
}

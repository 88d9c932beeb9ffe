// Renders the shared toast store on Radix Toast; loaded by the page's toaster island (features/chrome/Toaster.tsx)
// with the page's first toast.
import { useStore } from '@nanostores/react'
import { useEffect, useState } from 'react'
import { timing } from '@contracts/constants'
import { messages } from '../../lib/copy'
import { $toasts, dismissToast, toastSide, type ToastSide } from '../../stores/toasts'
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast'

export function Toaster() {
  const toasts = useStore($toasts)
  // Decided when a toast arrives, while the control that caused it still has the focus.
  const [side, setSide] = useState<ToastSide>('bottom')
  const newest = toasts[0]?.id // the store puts new toasts first
  useEffect(() => {
    if (newest !== undefined) setSide(toastSide())
  }, [newest])
  return (
    <ToastProvider label={messages.ui.notification} duration={timing.toastDurationMs} swipeThreshold={timing.toastSwipeThresholdPx} swipeDirection="right">
      {toasts.map(({ id, title, description, action, open, variant, duration }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id)
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={[timing.toastHotkey]} label={messages.ui.notifications('{hotkey}')} data-side={side} />
    </ToastProvider>
  )
}

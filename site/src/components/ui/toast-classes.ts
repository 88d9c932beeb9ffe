// The toast's look, shared by the React toaster (toast.tsx, Radix) and the light one (features/light-toaster).
import type { ToastVariant } from '../../stores/toasts'

// At the line's start (the left; the right in a right-to-left page): a row's actions sit at its end, and a
// dialog's buttons at the end of its footer, so a toast on a wide screen covers neither. (On a phone it spans
// the width; toastSide picks top or bottom.)
export const toastViewportClasses =
  'fixed start-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none data-[side=bottom]:bottom-0 data-[side=top]:top-0 md:max-w-[380px]'

export const toastClasses =
  'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-4 pe-8 shadow-lg data-[state=closed]:opacity-0 transition-[transform,opacity] duration-200'

export const toastVariantClasses: Record<ToastVariant, string> = {
  default: 'border-border bg-surface text-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
}

export const toastTitleClasses = 'text-sm font-semibold'
export const toastDescriptionClasses = 'text-sm opacity-90'
export const toastCloseClasses = 'absolute end-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2'

// Toast parts on Radix Toast (swipe to dismiss, hotkey F8 on the viewport, auto-close per toast).
import { Toast as ToastPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/class-names'
import { messages } from '../../lib/copy'
import { slotted } from './slotted'
import { XIcon } from '../icons'
import type { ToastVariant } from '../../stores/toasts'
import { toastClasses, toastCloseClasses, toastDescriptionClasses, toastTitleClasses, toastVariantClasses, toastViewportClasses } from './toast-classes'

export const ToastProvider = ToastPrimitive.Provider

/** `data-side` (toast-side.ts) puts the stack at the top or the bottom of the screen, on the right. */
export const ToastViewport = slotted(ToastPrimitive.Viewport, 'toast-viewport', toastViewportClasses)

export function Toast({ className, variant = 'default', ...props }: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant}
      className={cn(
        toastClasses,
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0',
        toastVariantClasses[variant],
        className,
      )}
      {...props}
    />
  )
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title data-slot="toast-title" className={cn(toastTitleClasses, className)} {...props} />
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description data-slot="toast-description" className={cn(toastDescriptionClasses, className)} {...props} />
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close data-slot="toast-close" aria-label={messages.ui.closeNotification} className={cn(toastCloseClasses, className)} {...props}>
      <XIcon />
    </ToastPrimitive.Close>
  )
}

/** A button in a toast (e.g. 'Undo'); `altText` says how to do the same without the toast (Radix). */
export const ToastAction = slotted(
  ToastPrimitive.Action,
  'toast-action',
  'inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-border px-3 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
)

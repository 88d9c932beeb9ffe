// Toast parts on Radix Toast (swipe to dismiss, hotkey F8 on the viewport, auto-close per toast).
import { Toast as ToastPrimitive } from 'radix-ui'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/class-names'
import { slotted } from './slotted'
import { XIcon } from '../icons'
import type { ToastVariant } from '../../stores/toasts'

export const ToastProvider = ToastPrimitive.Provider

/** `data-side` (toast-side.ts) puts the stack at the top or the bottom of the screen, on the right. */
export const ToastViewport = slotted(ToastPrimitive.Viewport, 'toast-viewport', 'fixed right-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none', 'data-[side=bottom]:bottom-0 data-[side=top]:top-0 md:max-w-[420px]')

const variants: Record<ToastVariant, string> = {
  default: 'border-border bg-surface text-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
}

export function Toast({ className, variant = 'default', ...props }: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      data-slot="toast"
      data-variant={variant}
      className={cn(
        'group pointer-events-auto relative flex w-full items-center justify-between gap-4 overflow-hidden rounded-md border p-4 pr-8 shadow-lg',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[state=closed]:opacity-0',
        'transition-[transform,opacity] duration-200',
        variants[variant],
        className,
      )}
      {...props}
    />
  )
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title data-slot="toast-title" className={cn('text-sm font-semibold', className)} {...props} />
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description data-slot="toast-description" className={cn('text-sm opacity-90', className)} {...props} />
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      data-slot="toast-close"
      aria-label="Close notification"
      className={cn('absolute right-2 top-2 rounded-md p-1 opacity-70 hover:opacity-100 focus-visible:outline-none focus-visible:ring-2', className)}
      {...props}
    >
      <XIcon />
    </ToastPrimitive.Close>
  )
}


/** A button in a toast (e.g. 'Undo'); `altText` says how to do the same without the toast (Radix). */
export const ToastAction = slotted(ToastPrimitive.Action, 'toast-action', 'inline-flex h-8 shrink-0 items-center justify-center rounded-md border border-border px-3 text-sm font-medium hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring')

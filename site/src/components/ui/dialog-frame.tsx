// The dialog of lazy-dialog.tsx, loaded (with Radix's dialog) when it first opens: its title and description,
// a placeholder about the content's height while the content loads, and Escape closing it even under a toast
// (use-escape-closes.ts). Radix unmounts the content on close.
import { Suspense, useCallback } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog'
import { useEscapeCloses } from './use-escape-closes'
import type { LazyDialogProps } from './lazy-dialog'

export default function DialogFrame({ open, onOpenChange, title, description, placeholderHeight = 'h-24', onCloseAutoFocus, children }: LazyDialogProps) {
  useEscapeCloses(
    open,
    useCallback(() => onOpenChange(false), [onOpenChange]),
  )
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<div aria-hidden="true" className={`${placeholderHeight} animate-pulse rounded-md bg-muted`} />}>{children}</Suspense>
      </DialogContent>
    </Dialog>
  )
}

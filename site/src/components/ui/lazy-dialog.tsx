// A dashboard dialog whose content loads when it first opens, so the dashboard's first load stays light
// (issue 13, point 3): its title and description, a placeholder about the content's height while it loads,
// and Escape closing it even under a toast (use-escape-closes.ts). Radix unmounts the content on close.
import { Suspense, useCallback, type ReactNode } from 'react'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from './dialog'
import { useEscapeCloses } from './use-escape-closes'

export interface LazyDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  /** The placeholder's height class, about the loaded content's. */
  placeholderHeight?: 'h-24' | 'h-72'
  /** Where focus goes when the dialog closes (Radix only returns it to a DialogTrigger). */
  onCloseAutoFocus?: (event: Event) => void
  /** The content, from a lazy() component. */
  children: ReactNode
}

export function LazyDialog({ open, onOpenChange, title, description, placeholderHeight = 'h-24', onCloseAutoFocus, children }: LazyDialogProps) {
  useEscapeCloses(open, useCallback(() => onOpenChange(false), [onOpenChange]))
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

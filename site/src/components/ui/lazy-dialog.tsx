// A dashboard dialog that loads when it first opens — Radix's dialog, its frame (dialog-frame.tsx) and its
// content — so the dashboard's first load carries none of them. Until then nothing is rendered (a closed
// dialog shows nothing anyway); once loaded it stays mounted and opens at once the next time.
import { lazy, Suspense, type ReactNode } from 'react'
import { useOpenedOnce } from './opened-once'

const DialogFrame = lazy(() => import('./dialog-frame'))

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

export function LazyDialog(props: LazyDialogProps) {
  if (!useOpenedOnce(props.open)) return null
  return (
    <Suspense fallback={null}>
      <DialogFrame {...props} />
    </Suspense>
  )
}

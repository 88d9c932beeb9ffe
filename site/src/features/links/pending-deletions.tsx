// Delete with undo: a confirmed deletion hides the row at once and toasts 'URL deleted
// successfully' with an Undo action; the DELETE request goes out UNDO_MS later, unless Undo was pressed.
// Leaving the page sends the pending requests at once (keepalive), so no deletion is lost.
import { lazy, Suspense } from 'react'
import { atom } from 'nanostores'
import type { LinkDto } from '@contracts/dto'
import { messages } from '../../lib/copy'
import { toast } from '../../stores/toasts'
import { deleteLink } from './links-api'

// Radix's toast code loads with the page's first toast (features/chrome/Toaster.tsx), not with the dashboard:
// the Undo button takes its part from there; by the time it renders, the toaster has loaded it.
const ToastAction = lazy(() => import('../../components/ui/toast').then((m) => ({ default: m.ToastAction })))

export const UNDO_MS = 5_000

/** Ids of links whose deletion is pending or running: the list does not show them. */
export const $hiddenLinks = atom<ReadonlySet<number>>(new Set())

const pending = new Map<number, () => void>()

function setHidden(id: number, hidden: boolean): void {
  const next = new Set($hiddenLinks.get())
  if (hidden) next.add(id)
  else next.delete(id)
  $hiddenLinks.set(next)
}

/** Hides `link` and deletes it after UNDO_MS; `onDeleted` runs after the server confirmed. */
export function deleteWithUndo(link: LinkDto, onDeleted: () => void): void {
  setHidden(link.id, true)
  const send = async () => {
    clearTimeout(timer)
    pending.delete(link.id)
    try {
      await deleteLink(link.id)
      onDeleted()
    } catch (error) {
      const message = error instanceof Error && error.message ? error.message : undefined
      toast({ ...messages.toast.deleteFail, description: message, variant: 'destructive' })
    } finally {
      setHidden(link.id, false) // gone from the reloaded list, or back after a failure
    }
  }
  const timer = setTimeout(() => void send(), UNDO_MS)
  pending.set(link.id, () => void send())
  const shown = toast({
    ...messages.toast.deleteOk,
    duration: UNDO_MS,
    action: (
      <Suspense fallback={null}>
        <ToastAction
          altText={messages.toast.deleteUndoAlt(link.shortCode)}
          onClick={() => {
            clearTimeout(timer)
            pending.delete(link.id)
            setHidden(link.id, false)
            shown.dismiss()
          }}
        >
          {messages.toast.deleteUndo}
        </ToastAction>
      </Suspense>
    ),
  })
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    for (const send of [...pending.values()]) send()
  })
}

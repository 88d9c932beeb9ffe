// The page's one toaster: every island's toast() lands here through the shared store. Radix's toast code
// (components/ui/toaster.tsx) loads with the page's first toast, not with the page: most loads show none.
// The toasts carried over from the previous page are taken at once, so such a page loads it straight away.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { $toasts, restoreCarriedToasts } from '../../stores/toasts'

const RadixToaster = lazy(() => import('../../components/ui/toaster').then((m) => ({ default: m.Toaster })))
const subscribe = (changed: () => void) => $toasts.listen(changed)
const count = () => $toasts.get().length

export default function ToasterIsland() {
  const toasts = useSyncExternalStore(subscribe, count, () => 0)
  const [needed, setNeeded] = useState(false)
  useEffect(() => restoreCarriedToasts(), [])
  if (toasts > 0 && !needed) setNeeded(true)
  return needed ? (
    <Suspense fallback={null}>
      <RadixToaster />
    </Suspense>
  ) : null
}

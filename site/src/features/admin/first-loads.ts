// The admin page shows its sections together, once each has its first answer (or after a few seconds at
// most): sections that filled in one by one pushed those below them down (layout shifts). Until then they
// take their place hidden (visibility), so revealing them moves nothing.
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react'

/** How long the sections wait for a slow one before showing anyway. */
const AT_MOST_MS = 4_000

export const FirstLoadReport = createContext<() => void>(() => {})

/** Tells the page, once, that this section's first load has settled (loaded or failed). */
export function useReportFirstLoad(settled: boolean): void {
  const report = useContext(FirstLoadReport)
  const reported = useRef(false)
  useEffect(() => {
    if (!settled || reported.current) return
    reported.current = true
    report()
  }, [settled, report])
}

/** For the page: `ready` once `count` sections have reported, or after AT_MOST_MS. */
export function useFirstLoads(count: number): { ready: boolean; report: () => void } {
  const [left, setLeft] = useState(count)
  const [late, setLate] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setLate(true), AT_MOST_MS)
    return () => clearTimeout(timer)
  }, [])
  const report = useCallback(() => setLeft((n) => n - 1), [])
  return { ready: left <= 0 || late, report }
}

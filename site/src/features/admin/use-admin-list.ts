// Loads a list for an admin section, again on demand; a failure becomes the section's error line.
import { useCallback, useEffect, useState } from 'react'
import { useReportFirstLoad } from './first-loads'

export function useAdminList<T>(load: () => Promise<T[]>, deps: unknown[] = []) {
  const [items, setItems] = useState<T[]>()
  const [error, setError] = useState<string>()
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const reload = useCallback(
    () =>
      load().then(
        (list) => (setItems(list), setError(undefined)),
        (e: Error) => setError(e.message),
      ),
    deps,
  )
  useEffect(() => void reload(), [reload])
  useReportFirstLoad(items !== undefined || error !== undefined)
  return { items, setItems, error, reload }
}

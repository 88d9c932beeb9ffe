// Whether a lazily loaded dialog has been opened at least once: it mounts (and loads) then, and stays.
import { useState } from 'react'

export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true) // derived state, set while rendering (React's documented pattern)
  return opened || open
}

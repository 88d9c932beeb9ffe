// The public origin for an island (lib/page-settings.ts). The prerendered HTML was rendered where no server
// had written the setting yet: hydration renders with '' as the HTML did, then with the page's PUBLIC_URL.
import { useSyncExternalStore } from 'react'
import { publicOrigin } from './page-settings'

const neverChanges = () => () => {}

export function usePublicOrigin(): string {
  return useSyncExternalStore(neverChanges, publicOrigin, () => '')
}

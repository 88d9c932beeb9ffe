// The server's public configuration (GET /api/config), fetched once per page and shared by every island and
// script. No React here: plain page scripts (the footer's) use it too; the hook is in use-public-origin.ts.
import type { PublicConfigDto } from '@contracts/dto'

let pending: Promise<PublicConfigDto> | null = null

export function getConfig(): Promise<PublicConfigDto> {
  if (!pending) {
    pending = fetch('/api/config', { headers: { accept: 'application/json' } }).then(async (res) => {
      if (!res.ok) throw new Error(`GET /api/config failed with ${res.status}`)
      return (await res.json()) as PublicConfigDto
    })
    pending.catch(() => {
      pending = null // let a later call try again
    })
  }
  return pending
}

/** The origin of short addresses: the server's PUBLIC_URL once known, this page's origin until then. */
export function publicOriginOf(config: PublicConfigDto | null): string {
  return (config?.publicUrl || (typeof window === 'undefined' ? '' : window.location.origin)).replace(/\/+$/, '')
}

// The server's public configuration (GET /api/config), fetched once per page and shared by every island.
import type { PublicConfigDto } from '../../../api/src/contracts'

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

/** Origin used in short addresses: the configured public URL, else this page's origin. */
export function shortUrlFor(config: PublicConfigDto | null, code: string): string {
  const origin = (config?.publicUrl || window.location.origin).replace(/\/+$/, '')
  return `${origin}/${code}`
}

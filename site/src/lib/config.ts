// What the auth client and the password-reset form still ask the server for (GET /api/config), fetched once
// per page: the anon key and whether e-mail is on. The public origin is not among them: it is written into
// the page (page-settings.ts).
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

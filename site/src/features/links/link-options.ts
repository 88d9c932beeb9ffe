// The Add/Edit dialog's "More options": a link's lifecycle as the form shows it (text, the
// expiry in the browser's local time) and the body fields it sends — only the fields the person changed,
// so an edit of an already expired link is not refused for its past expiry.
import { withScheme, type LinkDto } from '@contracts'
import type { LinkOptionsForm } from '@contracts/link-options-form'

/** An ISO instant as a datetime-local value (YYYY-MM-DDTHH:mm, local time). */
export function toLocalInput(iso: string): string {
  const d = new Date(iso)
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

export function optionsOf(link: LinkDto | null): LinkOptionsForm {
  return {
    expiresAt: link?.expiresAt ? toLocalInput(link.expiresAt) : '',
    maxClicks: link?.maxClicks != null ? String(link.maxClicks) : '',
    fallbackUrl: link?.fallbackUrl ?? '',
    password: '',
    removePassword: false,
  }
}

export interface LifecycleBody {
  expiresAt?: string | null
  maxClicks?: number | null
  fallbackUrl?: string | null
  password?: string | null
}

/** The body fields for what changed since `before` (a blank password keeps the current one). */
export function lifecycleBody(now: LinkOptionsForm, before: LinkOptionsForm): LifecycleBody {
  const body: LifecycleBody = {}
  if (now.expiresAt !== before.expiresAt) body.expiresAt = now.expiresAt ? new Date(now.expiresAt).toISOString() : null
  if (now.maxClicks.trim() !== before.maxClicks) body.maxClicks = now.maxClicks.trim() ? Number(now.maxClicks) : null
  if (now.fallbackUrl.trim() !== before.fallbackUrl) body.fallbackUrl = now.fallbackUrl.trim() ? withScheme(now.fallbackUrl.trim()) : null
  if (now.password) body.password = now.password
  else if (now.removePassword) body.password = null
  return body
}

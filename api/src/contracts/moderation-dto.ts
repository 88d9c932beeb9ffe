// What the admin API answers. Dates are ISO 8601 strings.
export const SIGNUP_MODES = ['open', 'closed', 'invite-only'] as const
export type SignupMode = (typeof SIGNUP_MODES)[number]

export interface AdminLinkDto {
  id: number
  shortCode: string
  originalUrl: string
  isActive: boolean
  clicks: number
  createdAt: string
  /** The owner's e-mail address; null for an anonymous link. */
  ownerEmail: string | null
  /** Set when an admin took the link down: why and when. */
  takedown: { reason: string; at: string } | null
  /** Its target's domain (or a parent domain) is on the blocklist. */
  blocked: boolean
}

export interface AdminUserDto {
  id: string
  email: string
  createdAt: string
  isAdmin: boolean
  disabled: boolean
  links: number
}

export interface InstanceSettingsDto {
  signupMode: SignupMode
  anonymousShortening: boolean
  blockedDomains: string[]
}

export interface InviteDto {
  /** The sign-up address carrying the invite: shown once, only a hash is kept. */
  url: string
}

export interface ReportDto {
  id: number
  shortCode: string
  reason: string
  createdAt: string
  /** The reported link as it is now; null when no link has that code (any more). */
  link: { id: number; originalUrl: string; ownerEmail: string | null; takenDown: boolean } | null
}

export interface ModerationLogDto {
  action: string
  subject: string
  reason: string
  createdAt: string
}

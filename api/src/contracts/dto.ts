// The API's JSON shapes, shared by the server and the site.
export interface LinkDto {
  id: number
  originalUrl: string
  shortCode: string
  isActive: boolean
  clicks: number
  createdAt: string
  /** ISO instant after which the link answers 410 (or its fallback); null: never. */
  expiresAt: string | null
  /** Follows allowed, counted exactly; null: no cap. */
  maxClicks: number | null
  /** Where an expired or exhausted link redirects instead; null: the Link expired page. */
  fallbackUrl: string | null
  /** Whether following asks for a password (the password and its hash are never returned). */
  hasPassword: boolean
  /** Whether the link has reached its expiry or click cap (the dashboard's Expired status). */
  expired: boolean
  // Always in the API's answers (link-mapper.ts); optional in the type only so that fixtures written
  // before them (other features' tests) still type-check. Read them as `link.tags ?? []`.
  /** The owner's name for the link; null: none (docs/decisions/0046). */
  title?: string | null
  /** The owner's private note: only in answers to the owner; null: none. */
  note?: string | null
  /** The link's tags, normalised (lower case), in name order. */
  tags?: string[]
  /** Only in GET /api/urls pages: an admin took the link down, so it answers 410 Link disabled (decisions 43, 49). */
  takenDown?: boolean
}

export interface StatsDto {
  totalUrls: number
  totalClicks: number
  averageCTR: number
  /** Clicks in the last 7 UTC days (today included), from the per-day counters (written once a second). */
  clicksLast7Days: number
  /** Clicks in the 7 UTC days before those. */
  clicksPrevious7Days: number
}

export interface PublicConfigDto {
  publicUrl: string
  supabaseUrl: string
  supabaseAnonKey: string
  repositoryUrl: string
  emailEnabled: boolean
}

export interface UserRecordDto {
  email: string
  username: string
  userId: string
}

/** An API key as listed: never the key itself, only its first characters. */
export interface ApiKeyDto {
  id: string
  name: string
  /** The key's first characters (`snip_` and a few more), to tell keys apart. */
  prefix: string
  createdAt: string
  /** ISO instant after which the key is refused; null: never expires. */
  expiresAt: string | null
  /** The UTC day (YYYY-MM-DD) the key was last used; null: never used. */
  lastUsedDay: string | null
}

/** The answer to POST /api/keys: the only time the full key is ever shown. */
export interface CreatedApiKeyDto extends ApiKeyDto {
  key: string
}

/** One signed-in session of the caller's account (GET /api/users/me/sessions): days only, nothing about the device. */
export interface AccountSessionDto {
  id: string
  /** The day it was signed in, `YYYY-MM-DD` (UTC). */
  createdOn: string
  /** The day it was last refreshed (or created), `YYYY-MM-DD` (UTC). */
  lastActiveOn: string
  /** Whether it is the session of the token that asked. */
  current: boolean
}

export type QrFormat = 'svg' | 'png' | 'data-url'

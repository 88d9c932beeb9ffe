// The API's JSON shapes, shared by the server and the site. Type-only imports: pages carry no schema for a type.
import type { z } from 'zod'
import type { linkSchema } from './link'
import type { ApiKeyScope } from './api-key-scopes'

/** A link as the API answers it: its one description is contracts/link.ts. */
export type LinkDto = z.infer<typeof linkSchema>

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
  /** What the key may do in its workspace, within its creator's role there (a key made before scopes: all four). */
  scopes: ApiKeyScope[]
  /** The slug of the workspace the key acts in. */
  workspace: string
  /** The address of the person who made it (owners and admins see the workspace's every key). */
  createdBy: string | null
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

// The API's JSON shapes, shared by the server and the site.
export interface LinkDto {
  id: number
  originalUrl: string
  shortCode: string
  isActive: boolean
  clicks: number
  createdAt: string
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

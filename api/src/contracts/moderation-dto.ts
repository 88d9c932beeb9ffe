// What the admin API answers. Dates are ISO 8601 strings.
export const SIGNUP_MODES = ['open', 'closed', 'invite-only'] as const
export type SignupMode = (typeof SIGNUP_MODES)[number]

/** The admin's link list comes in pages of this many links unless `limit` says otherwise (at most ADMIN_PAGE_MAX). */
export const ADMIN_PAGE_DEFAULT = 25
export const ADMIN_PAGE_MAX = 100
/** The longest search text of the admin's lists. */
export const ADMIN_QUERY_MAX = 200

export interface AdminLinkDto {
  id: number
  shortCode: string
  /** Its custom domain's host; null on the instance's own domain. */
  domain: string | null
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

/** GET /api/admin/links with `page` or `limit`: one page of the links found, and how many there are in all. */
export interface AdminLinkPageDto {
  items: AdminLinkDto[]
  /** How many links match the search (not only this page). */
  total: number
  /** This page's number, from 1. */
  page: number
  pageSize: number
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

/** What the moderation log records an admin did. */
export const MODERATION_ACTIONS = ['link.disable', 'link.enable', 'link.delete', 'user.disable', 'user.enable', 'report.dismiss'] as const
export type ModerationAction = (typeof MODERATION_ACTIONS)[number]

export interface ModerationLogDto {
  /** One of MODERATION_ACTIONS (an older instance's log may hold others). */
  action: string
  subject: string
  reason: string
  createdAt: string
}

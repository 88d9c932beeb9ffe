// The answers of the signed-in pages' first view (docs/decisions/0079): what a page needs before anyone acts,
// in one request. Later interactions keep their own endpoints.
import type { ClickDaysDto } from './analytics-schemas'
import type { StatsDto, UserRecordDto } from './dto'
import type { LinkPageDto } from './link-listing-schemas'
import type { TagDto } from './organisation-dto'
import type { WorkspaceDto } from './workspace-schemas'

/** GET /api/app/me: the account behind a live session (a 401 means it has ended: signed out). */
export interface AccountViewDto {
  /** The product's user record; null when it is missing (the site restores it with POST /api/users). */
  user: UserRecordDto | null
  /** Whether the caller may use /api/admin (an API key never may). */
  admin: boolean
  /** The person's workspaces with their role (as GET /api/workspaces), for the header's switcher; none for an API key. */
  workspaces: WorkspaceDto[]
}

/** GET /api/app/dashboard: the account, the list's first page, the totals, the tags and the last 30 days. */
export interface DashboardViewDto {
  account: AccountViewDto
  links: LinkPageDto
  stats: StatsDto
  tags: TagDto[]
  clicks: ClickDaysDto
}

/** Days of clicks the dashboard's first view carries (the Total Clicks card's sparkline). */
export const FIRST_VIEW_CLICK_DAYS = 30

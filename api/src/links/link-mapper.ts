// Rows → the API's camelCase DTO. The password hash never leaves: only whether there is one.
import type { LinkDto } from '../contracts'
import { eachOwnerTextField } from '../contracts/link'
import { followFactsOf, hasRunOut } from './rules/followable'
import type { LinkRow } from './store/links.repository'

/** When the link was made, when it expires and its click cap, as every DTO of a link (and the export) gives them. */
export function datesAndCapOf(row: LinkRow): Pick<LinkDto, 'createdAt' | 'expiresAt' | 'maxClicks'> {
  return { createdAt: row.createdAt.toISOString(), expiresAt: row.expiresAt?.toISOString() ?? null, maxClicks: row.maxClicks ?? null }
}

/** The host of the link's custom domain, null on the instance's own (docs/decisions/0083). */
export function domainHostOf(deps: { domainHost?(id: number): string | undefined }, row: Pick<LinkRow, 'domainId'>): string | null {
  return row.domainId ? (deps.domainHost?.(row.domainId) ?? null) : null
}

/**
 * `clicks`: the exact count when known (clicks/click-reader.ts), else the row's. `now`: the clock that decides
 * Expired. `tags`: its tag names. `domain`: its custom domain's host (domainHostOf).
 */
export function toLinkDto(row: LinkRow, clicks = row.clicks, now = Date.now(), tags: string[] = [], domain: string | null = null): LinkDto {
  return {
    id: row.id,
    originalUrl: row.originalUrl,
    shortCode: row.shortCode,
    domain,
    isActive: row.isActive,
    clicks,
    ...datesAndCapOf(row),
    fallbackUrl: row.fallbackUrl ?? null,
    hasPassword: row.passwordHash != null,
    expired: hasRunOut({ ...followFactsOf(row), clicks }, now),
    createdBy: row.userId ?? null,
    ...eachOwnerTextField((_, key) => row[key] ?? null),
    tags,
    ...smartFieldsOf(row),
  }
}

/** The rules, split and forwarding as the DTO and the export give them: empty lists when the link has none. */
export function smartFieldsOf(row: Pick<LinkRow, 'rules' | 'forwardQuery'>): Pick<LinkDto, 'rules' | 'split' | 'forwardQuery'> {
  return {
    rules: row.rules?.rules ?? [],
    split: row.rules?.split ?? [],
    forwardQuery: (row.forwardQuery as LinkDto['forwardQuery']) ?? null,
  }
}

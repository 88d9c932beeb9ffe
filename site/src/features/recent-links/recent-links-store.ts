// The anonymous visitor's recent links, in this browser's localStorage only (no cookie, never sent
// anywhere but to POST /api/urls/claim): at most RECENT_LINKS_MAX, newest first (docs/decisions/0047).
export const RECENT_LINKS_KEY = 'snip.recentLinks'
export const RECENT_LINKS_MAX = 20

export interface RecentLink {
  id: number
  code: string
  shortUrl: string
  target: string
  created: string
  /** The claim token POST /api/urls gave once; absent once claimed or refused. */
  token?: string
}

/**
 * The short address as the part before the code and the code: shown side by side, the first gives way on a
 * narrow screen and the code stays whole (as on the dashboard's rows).
 */
export function shortUrlParts(link: Pick<RecentLink, 'code' | 'shortUrl'>): [origin: string, code: string] {
  return link.shortUrl.endsWith(link.code) ? [link.shortUrl.slice(0, -link.code.length), link.code] : [link.shortUrl, '']
}

export function readRecentLinks(): RecentLink[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(RECENT_LINKS_KEY) ?? '[]')
    return Array.isArray(parsed) ? (parsed as RecentLink[]).filter((l) => l && typeof l.code === 'string') : []
  } catch {
    return []
  }
}

function write(links: RecentLink[]): void {
  try {
    if (links.length) localStorage.setItem(RECENT_LINKS_KEY, JSON.stringify(links.slice(0, RECENT_LINKS_MAX)))
    else localStorage.removeItem(RECENT_LINKS_KEY)
  } catch {
    // storage full or disabled: the list is a convenience
  }
}

export function rememberLink(link: RecentLink): void {
  write([link, ...readRecentLinks().filter((l) => l.id !== link.id)])
}

/** Drops the links with these ids (removed by the visitor, or claimed into their account). */
export function forgetLinks(ids: number[]): void {
  write(readRecentLinks().filter((l) => !ids.includes(l.id)))
}

/** Keeps the links but forgets their tokens (a claim that was refused will not succeed later). */
export function dropTokens(ids: number[]): void {
  write(readRecentLinks().map((l) => (ids.includes(l.id) ? { ...l, token: undefined } : l)))
}

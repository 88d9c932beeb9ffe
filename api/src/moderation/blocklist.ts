// The blocklist of target domains: a domain blocks itself and every subdomain (spam.example blocks
// www.spam.example, not notspam.example). Checked on create, on edit and when the redirect loads a link.
import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/database'

/** The host of a target, lower case and without a trailing dot; null when it is no URL. */
export function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.toLowerCase().replace(/\.$/, '')
  } catch {
    return null
  }
}

/** The blocked domain that covers the host (itself or a parent), or undefined. */
export function blockingDomain(host: string | null, domains: ReadonlySet<string>): string | undefined {
  if (!host || domains.size === 0) return undefined
  for (let rest = host; ; ) {
    if (domains.has(rest)) return rest
    const dot = rest.indexOf('.')
    if (dot < 0) return undefined
    rest = rest.slice(dot + 1)
  }
}

export async function listBlockedDomains(db: Database): Promise<string[]> {
  const { blockedDomains } = db.t
  return (await db.orm.select({ domain: blockedDomains.domain }).from(blockedDomains).orderBy(asc(blockedDomains.domain))).map((r) => r.domain)
}

export async function addBlockedDomain(db: Database, domain: string): Promise<void> {
  await db.orm.insert(db.t.blockedDomains).values({ domain, createdAt: new Date() }).onConflictDoNothing()
}

export async function removeBlockedDomain(db: Database, domain: string): Promise<boolean> {
  const { blockedDomains } = db.t
  return (await db.orm.delete(blockedDomains).where(eq(blockedDomains.domain, domain)).returning()).length > 0
}

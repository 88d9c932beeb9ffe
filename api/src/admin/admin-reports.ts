// The reports queue: open reports with the link they name as it is now; resolved by dismissing the report
// or by taking the link down (the report's reason becomes the takedown's).
import { inArray } from 'drizzle-orm'
import { errorCodes, messages } from '../contracts'
import type { ModerationLogDto, ReportDto } from '../contracts/moderation'
import { AppError } from '../http/app-error'
import { findTakenDownIds, linkIdOfCode, linksNamedBy } from '../links'
import { findReport, openReports, resolveReport } from '../moderation/reports.repository'
import { logModeration, recentModeration } from '../moderation/takedowns.repository'
import { disableLink, type AdminDeps } from './admin-links'
import type { Actor } from '../http/actor'

export async function listReports(deps: AdminDeps): Promise<ReportDto[]> {
  const { db } = deps
  const reports = await openReports(db)
  const { authUsers } = db.t
  const named = reports.length
    ? await linksNamedBy(
        db,
        reports.map((r) => r.shortCode),
      )
    : new Map<string, never>()
  const found = [...named.values()]
  const owners = [...new Set(found.flatMap((l) => (l.userId === null ? [] : [l.userId])))]
  const [emails, down] = await Promise.all([
    owners.length ? db.orm.select({ id: authUsers.id, email: authUsers.email }).from(authUsers).where(inArray(authUsers.id, owners)) : [],
    findTakenDownIds(
      db,
      found.map((l) => l.id),
    ),
  ])
  const emailOf = new Map(emails.map((u) => [u.id, u.email]))
  return reports.map((r) => {
    const link = named.get(r.shortCode)
    return {
      id: r.id,
      shortCode: r.shortCode,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
      link: link
        ? {
            id: link.id,
            originalUrl: link.originalUrl,
            ownerEmail: link.userId === null ? null : (emailOf.get(link.userId) ?? null),
            takenDown: down.has(link.id),
          }
        : null,
    }
  })
}

export async function resolve(deps: AdminDeps, admin: Actor, id: number, action: 'dismiss' | 'disable-link'): Promise<void> {
  const report = await findReport(deps.db, id)
  if (!report || report.resolvedAt) throw new AppError(404, errorCodes.notFound, messages.api.notFound)
  if (action === 'disable-link') {
    const linkId = await linkIdOfCode(deps.db, report.shortCode)
    if (linkId === null) throw AppError.linkNotFound()
    await disableLink(deps, admin, linkId, report.reason)
  } else {
    await logModeration(deps.db, 'report.dismiss', report.shortCode, report.reason)
  }
  await resolveReport(deps.db, id, action)
}

export async function moderationLog(deps: AdminDeps): Promise<ModerationLogDto[]> {
  return (await recentModeration(deps.db)).map((r) => ({ action: r.action, subject: r.subject, reason: r.reason, createdAt: r.createdAt.toISOString() }))
}

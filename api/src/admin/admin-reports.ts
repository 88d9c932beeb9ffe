// The reports queue: open reports with the link they name as it is now; resolved by dismissing the report
// or by taking the link down (the report's reason becomes the takedown's).
import { eq, inArray } from 'drizzle-orm'
import { errorCodes, messages } from '../contracts'
import { type ModerationLogDto, type ReportDto } from '../contracts/moderation'
import { AppError } from '../http/app-error'
import { codeKeyOf } from '../links/links.repository'
import { findReport, openReports, resolveReport } from '../moderation/reports.repository'
import { logModeration, recentModeration } from '../moderation/takedowns.repository'
import { disableLink, type AdminDeps } from './admin-links'

export async function listReports(deps: AdminDeps): Promise<ReportDto[]> {
  const { db } = deps
  const reports = await openReports(db)
  const { links, authUsers, linkTakedowns } = db.t
  const keys = [...new Set(reports.map((r) => codeKeyOf(r.shortCode)))]
  const found = keys.length
    ? await db.orm
        .select({ link: links, email: authUsers.email, down: linkTakedowns.linkId })
        .from(links)
        .leftJoin(authUsers, eq(authUsers.id, links.userId))
        .leftJoin(linkTakedowns, eq(linkTakedowns.linkId, links.id))
        .where(inArray(links.codeKey, keys))
    : []
  const byKey = new Map(found.map((f) => [f.link.codeKey, f]))
  return reports.map((r) => {
    const f = byKey.get(codeKeyOf(r.shortCode))
    return {
      id: r.id,
      shortCode: r.shortCode,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
      link: f ? { id: f.link.id, originalUrl: f.link.originalUrl, ownerEmail: f.email ?? null, takenDown: f.down !== null } : null,
    }
  })
}

export async function resolve(deps: AdminDeps, id: number, action: 'dismiss' | 'disable-link'): Promise<void> {
  const report = await findReport(deps.db, id)
  if (!report || report.resolvedAt) throw new AppError(404, errorCodes.notFound, messages.api.notFound)
  if (action === 'disable-link') {
    const { links } = deps.db.t
    const [link] = await deps.db.orm.select({ id: links.id }).from(links).where(eq(links.codeKey, codeKeyOf(report.shortCode))).limit(1)
    if (!link) throw AppError.linkNotFound()
    await disableLink(deps, link.id, report.reason)
  } else {
    await logModeration(deps.db, 'report.dismiss', report.shortCode, report.reason)
  }
  await resolveReport(deps.db, id, action)
}

export async function moderationLog(deps: AdminDeps): Promise<ModerationLogDto[]> {
  return (await recentModeration(deps.db)).map((r) => ({ action: r.action, subject: r.subject, reason: r.reason, createdAt: r.createdAt.toISOString() }))
}

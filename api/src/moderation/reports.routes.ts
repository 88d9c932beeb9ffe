// POST /api/reports: "Report this link", open to anyone. Stores the code and the reason only (no address,
// no account, no agent); limited per IP with the shared limiter (the key is an HMAC, never stored).
import { Elysia } from 'elysia'
import { moderationMessages, reportBody, reportedCode } from '../contracts/moderation'
import { authorize } from '../access'
import { AppError } from '../http/app-error'
import type { LimiterFactory } from '../http/rate-limit'
import { limitKeyOfRequest } from '../http/request-context'
import { validBody } from '../http/valid-body'
import { jsonBody, operation } from '../system/openapi-parts'
import type { Database } from '../db/database'
import { insertReport } from './reports.repository'

/** Reports one address may send per hour. */
export const REPORTS_PER_HOUR = 10
const HOUR_MS = 60 * 60_000

export function reportsRoutes(deps: { db: Database; limiters: LimiterFactory }) {
  const limiter = deps.limiters('reports', REPORTS_PER_HOUR, HOUR_MS)
  return new Elysia({ name: 'reports' }).post(
    '/reports',
    async ({ request, body, set }) => {
      authorize(null, 'reports.send') // asked as nobody: reporting reads no identity, so a stale token cannot stop it
      if (!(await limiter.hit(limitKeyOfRequest(request)))) throw AppError.rateLimited(HOUR_MS)
      const report = validBody(reportBody, body)
      const code = reportedCode(report.link)
      if (!/^[A-Za-z0-9_-]{1,64}$/.test(code)) throw AppError.validation(moderationMessages.reportCodeRequired)
      await insertReport(deps.db, code, report.reason)
      set.status = 201
      return { reported: true }
    },
    {
      detail: operation({
        summary: 'Report a short link to the admins (no reporter data is kept)',
        tags: ['moderation'],
        ok: [201, 'Reported', 'Reported'],
        auth: false,
        errors: [400, 429, 503],
        requestBody: jsonBody(reportBody),
      }),
    },
  )
}

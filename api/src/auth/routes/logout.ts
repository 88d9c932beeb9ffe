// POST /logout?scope=global|local|others (wire contract §3.6): 204, no body. Ending the account's other sessions
// (global, others) needs an aal2 session when a second factor is on: the password alone must not sign the owner
// out everywhere (docs/decisions/0066). Ending one's own session is always allowed.
import type { RouteHandler } from '../auth-context'
import { authErrors } from '../auth-errors'
import { factorErrors } from '../factors/factor-errors'
import { hasVerifiedFactor } from '../factors/factors.repository'
import { authenticate } from '../sessions/authenticate'
import { noContent } from '../responses'
import { deleteSession, deleteUserSessions } from '../sessions/sessions.repository'

export const logout: RouteHandler = async (ctx, { request, url }) => {
  const scope = url.searchParams.get('scope') || 'global'
  if (!['global', 'local', 'others'].includes(scope)) throw authErrors.validation(`Unsupported logout scope "${scope}"`)
  const { user, session } = await authenticate(ctx, request)
  if (scope !== 'local' && session.aal !== 'aal2' && (await hasVerifiedFactor(ctx.db, user.id))) throw factorErrors.aal2ToEndOtherSessions()
  if (scope === 'local') await deleteSession(ctx.db, session.id)
  else if (scope === 'others') await deleteUserSessions(ctx.db, user.id, session.id)
  else await deleteUserSessions(ctx.db, user.id)
  ctx.logger.info('auth.logout', { userId: user.id, scope })
  return noContent()
}

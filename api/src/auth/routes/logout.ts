// POST /logout?scope=global|local|others (wire contract §3.6): 204, no body.
import type { RouteHandler } from '../auth-context'
import { authErrors } from '../auth-errors'
import { authenticate } from '../sessions/authenticate'
import { noContent } from '../responses'
import { deleteSession, deleteUserSessions } from '../sessions/sessions.repository'

export const logout: RouteHandler = async (ctx, { request, url }) => {
  const scope = url.searchParams.get('scope') || 'global'
  if (!['global', 'local', 'others'].includes(scope)) throw authErrors.validation(`Unsupported logout scope "${scope}"`)
  const { user, session } = await authenticate(ctx, request)
  if (scope === 'local') await deleteSession(ctx.db, session.id)
  else if (scope === 'others') await deleteUserSessions(ctx.db, user.id, session.id)
  else await deleteUserSessions(ctx.db, user.id)
  ctx.logger.info('auth.logout', { userId: user.id, scope })
  return noContent()
}

// The /factors endpoints of GoTrue's MFA API (docs/reference/auth-mfa-endpoints.md): enrol, challenge,
// verify, unenrol. Every one needs a bearer token; a factor id of someone else's factor is 404.
import type { AuthContext, AuthRequest, RouteHandler } from '../auth-context'
import { authenticate, type Authenticated } from '../sessions/authenticate'
import { factorErrors } from '../factors/factor-errors'
import { enrolTotp, unenrol } from '../factors/enrolment'
import { findFactor, insertChallenge, type FactorRow } from '../factors/factors.repository'
import { CHALLENGE_TTL_MS, verifySecondStep } from '../factors/second-step'
import { str } from '../request-body'
import { json } from '../responses'

export const enrollFactor: RouteHandler = async (ctx, { request, body }) => {
  const auth = await authenticate(ctx, request)
  const input = { factorType: str(body.factor_type), friendlyName: str(body.friendly_name).trim(), issuer: str(body.issuer).trim() }
  return json(await enrolTotp(ctx, auth, input))
}

export const challengeFactor: RouteHandler = async (ctx, req) => {
  const { factor } = await ownFactor(ctx, req)
  const challenge = await insertChallenge(ctx.db, factor.id)
  return json({ id: challenge.id, type: factor.factorType, expires_at: Math.floor((challenge.createdAt.getTime() + CHALLENGE_TTL_MS) / 1000) })
}

export const verifyFactor: RouteHandler = async (ctx, req) => {
  const { auth, factor } = await ownFactor(ctx, req)
  const code = str(req.body.code).trim()
  if (!code) throw factorErrors.emptyCode()
  return json(await verifySecondStep(ctx, auth, factor, str(req.body.challenge_id), code))
}

export const unenrollFactor: RouteHandler = async (ctx, req) => {
  const { auth, factor } = await ownFactor(ctx, req)
  return json(await unenrol(ctx, auth, factor))
}

async function ownFactor(ctx: AuthContext, { request, params }: AuthRequest): Promise<{ auth: Authenticated; factor: FactorRow }> {
  const auth = await authenticate(ctx, request)
  const factor = await findFactor(ctx.db, auth.user.id, params?.factorId ?? '')
  if (!factor) throw factorErrors.factorNotFound()
  return { auth, factor }
}

// Workspace invitations in domain words (docs/decisions/0081): an owner or admin invites an address with a
// role; the link carries a random single-use token (only its SHA-256 is kept), works 7 days, and is mailed
// when SMTP is configured, else handed back to copy. Accepting needs a session of the account with that
// address; it adds the member and closes the invitation in one transaction.
import { authorize, insufficientRole, type Caller } from '../access'
import { findAccountByEmail, findAccountById, findAccountLanguage, normaliseEmail, randomToken, sha256Hex } from '../auth'
import { BASE_LANGUAGE, isLanguage, type Language } from '../contracts/languages'
import {
  INVITATION_TTL_MS,
  workspaceErrorCodes as codes,
  workspaceMessages as m,
  type CreateInvitationBody,
  type InvitationCreated,
  type InvitationDto,
  type InvitationPreview,
  type WorkspaceDto,
  type WorkspaceRole,
} from '../contracts/workspace-schemas'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import type { Logger } from '../http/logger'
import { invitationMail, type SendMail } from './invitation-mail'
import * as repo from './invitations.repository'
import * as workspaces from './workspaces.repository'
import { personalRefused, workspaceDto, workspaceFor } from './workspaces.service'
import { auditActorOf, recordAudit } from '../audit'

export interface InvitationDeps {
  db: Database
  /** PUBLIC_URL: the invitation link is `{publicUrl}/app/invite#<token>`. */
  publicUrl: string
  /** The instance's mailer; null without SMTP (the link is then answered to copy). */
  sendMail: SendMail | null
  logger: Logger
  now: () => number
}

const notFound = () => new AppError(404, codes.invitationNotFound, m.invitationNotFound)
const alreadyMember = (message: string = m.alreadyMember) => new AppError(409, codes.alreadyMember, message)

function invitationDto(row: repo.InvitationRow, inviterEmail: string | null): InvitationDto {
  return {
    id: row.id,
    email: row.email,
    role: row.role as WorkspaceRole,
    invitedBy: inviterEmail,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }
}

/**
 * The invitation mail's language: the invitee's own when the address has an account that chose one; else the
 * language the inviter asked in (their site preference or browser), the likeliest one they share with the
 * person they invite, who has no account to tell; else English.
 */
async function invitationLanguage(db: Database, accountId: string | undefined, inviterLanguage: Language | undefined): Promise<Language> {
  const own = accountId === undefined ? null : await findAccountLanguage(db, accountId)
  return own && isLanguage(own) ? own : (inviterLanguage ?? BASE_LANGUAGE)
}

/**
 * Invites an address: a person already in the workspace is refused (409), an open invitation to the same
 * address is replaced. An admin does not invite owners: only an owner makes owners.
 */
export async function createInvitation(
  deps: InvitationDeps,
  caller: Caller,
  slug: string,
  body: CreateInvitationBody,
  inviterLanguage?: Language,
): Promise<InvitationCreated> {
  const { db } = deps
  const workspace = await workspaceFor(db, caller, slug, 'workspace.manage')
  if (workspace.personalOf !== null) throw personalRefused()
  if (body.role === 'owner' && workspace.role !== 'owner') throw insufficientRole()
  const account = await findAccountByEmail(db, body.email)
  if (account && (await workspaces.findRole(db, workspace.id, account.id))) throw alreadyMember(m.alreadyInvitedMember)
  const token = randomToken()
  const now = new Date(deps.now())
  const row = await db.transaction(async (tx) => {
    await repo.revokeOpenInvitationsTo(tx, workspace.id, body.email, now)
    const made = await repo.insertInvitation(tx, {
      id: crypto.randomUUID(),
      workspaceId: workspace.id,
      email: body.email,
      role: body.role,
      tokenHash: sha256Hex(token),
      invitedBy: workspace.actor.userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    })
    await recordAudit(tx, {
      workspaceId: workspace.id,
      actor: auditActorOf(workspace.actor),
      action: 'invitation.created',
      resource: { type: 'invitation', id: made.id, label: body.email },
      details: { role: body.role },
    })
    return made
  })
  const link = `${deps.publicUrl}/app/invite#${token}`
  const invitation = invitationDto(row, workspace.actor.email)
  if (!deps.sendMail) return { invitation, mailed: false, link }
  try {
    const language = await invitationLanguage(db, account?.id, inviterLanguage)
    await deps.sendMail(invitationMail(body.email, { workspace: workspace.name, role: body.role, inviter: workspace.actor.email, link }, language))
    return { invitation, mailed: true }
  } catch (error) {
    // The invitation stands: its link is handed to the inviter instead, to pass on another way.
    deps.logger.error('workspace.invitation_mail_failed', { error: error instanceof Error ? error.message : String(error) })
    return { invitation, mailed: false, link }
  }
}

export async function listInvitations(deps: InvitationDeps, caller: Caller, slug: string): Promise<InvitationDto[]> {
  const workspace = await workspaceFor(deps.db, caller, slug, 'workspace.manage')
  const rows = await repo.listPendingInvitations(deps.db, workspace.id, new Date(deps.now()))
  return rows.map((r) => invitationDto(r.invitation, r.inviterEmail))
}

/** Withdraws a pending invitation; its link then answers 410. An admin does not withdraw an owner's invitation. */
export async function revokeInvitation(deps: InvitationDeps, caller: Caller, slug: string, id: string): Promise<void> {
  const workspace = await workspaceFor(deps.db, caller, slug, 'workspace.manage')
  const open = await repo.findOpenInvitation(deps.db, workspace.id, id)
  if (!open) throw notFound()
  if (open.role === 'owner' && workspace.role !== 'owner') throw insufficientRole()
  await deps.db.transaction(async (tx) => {
    if (!(await repo.revokeInvitation(tx, workspace.id, id, new Date(deps.now())))) throw notFound()
    const resource = { type: 'invitation' as const, id, label: open.email }
    await recordAudit(tx, {
      workspaceId: workspace.id,
      actor: auditActorOf(workspace.actor),
      action: 'invitation.revoked',
      resource,
      details: { role: open.role },
    })
  })
}

/** Why an invitation can no longer be accepted, or null while it can. */
function closedBecause(invitation: repo.InvitationRow, now: number): AppError | null {
  if (invitation.acceptedAt) return new AppError(410, codes.invitationUsed, m.invitationUsed)
  if (invitation.revokedAt) return new AppError(410, codes.invitationRevoked, m.invitationRevoked)
  if (invitation.expiresAt.getTime() <= now) return new AppError(410, codes.invitationExpired, m.invitationExpired)
  return null
}

/** The invitation a token opens, if it can still be accepted: 404 unknown, 410 used, withdrawn or expired. */
async function usableInvitation(deps: Pick<InvitationDeps, 'db' | 'now'>, token: string) {
  const found = token ? await repo.findInvitationByTokenHash(deps.db, sha256Hex(token)) : undefined
  if (!found || found.workspace.personalOf !== null) throw notFound()
  const closed = closedBecause(found.invitation, deps.now())
  if (closed) throw closed
  return found
}

/** What the link is, for whoever holds it (the token is the credential): no session needed. */
export async function previewInvitation(deps: InvitationDeps, caller: Caller, token: string): Promise<InvitationPreview> {
  authorize(caller, 'invitation.read')
  const { invitation, workspace, inviterEmail } = await usableInvitation(deps, token)
  return {
    workspace: { name: workspace.name, slug: workspace.slug },
    role: invitation.role,
    email: invitation.email,
    invitedBy: inviterEmail,
    expiresAt: invitation.expiresAt.toISOString(),
  }
}

/**
 * The signed-in person joins with the invitation's role. Their account's address must be the invited one
 * (the auth service issues sessions only to confirmed addresses); a member already is told so (409) and the
 * invitation stays open.
 */
export async function acceptInvitation(deps: InvitationDeps, actor: Actor, token: string): Promise<WorkspaceDto> {
  const { db } = deps
  const { invitation } = await usableInvitation(deps, token)
  const address = normaliseEmail((await findAccountById(db, actor.userId))?.email ?? actor.email)
  if (address !== invitation.email) throw new AppError(403, codes.invitationOtherAddress, m.invitationOtherAddress)
  const now = new Date(deps.now())
  await db.transaction(async (tx) => {
    if (!(await repo.markAccepted(tx, invitation.id, actor.userId, now))) throw new AppError(410, codes.invitationUsed, m.invitationUsed)
    if (!(await workspaces.insertMember(tx, invitation.workspaceId, actor.userId, invitation.role))) throw alreadyMember()
    await recordAudit(tx, {
      workspaceId: invitation.workspaceId,
      actor: auditActorOf(actor),
      action: 'invitation.accepted',
      resource: { type: 'invitation', id: invitation.id, label: invitation.email },
      details: { role: invitation.role },
    })
  })
  const joined = await workspaces.findWorkspaceByIdSeenBy(db, invitation.workspaceId, actor.userId)
  return workspaceDto(joined!, invitation.role)
}

/**
 * Whether `token` is a pending invitation to `email`: on an invite-only instance it admits that address to
 * sign up (moderation's account gate asks). The invitation is used when accepted, not by the sign-up.
 */
export async function invitationAdmits(deps: Pick<InvitationDeps, 'db' | 'now'>, token: string, email: string): Promise<boolean> {
  if (!token || !email) return false
  const found = await usableInvitation(deps, token).catch((error: unknown) => {
    if (error instanceof AppError) return undefined
    throw error
  })
  return found?.invitation.email === normaliseEmail(email)
}

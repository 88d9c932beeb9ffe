// Workspaces and their roles (docs/decisions/0081): the sentences, error codes and zod schemas of
// /api/workspaces, shared by the API and, later, the site's workspace forms. Never write one of these strings elsewhere.
import { z } from 'zod'
import { EMAIL_PATTERN } from './auth-form-rules'
import { messages } from './messages'
import { safeText } from './safe-text'
import { hasControlCharacter } from './text-rules'
import { localized } from './words'

export const workspaceRoles = ['owner', 'admin', 'member', 'viewer'] as const
export type WorkspaceRole = (typeof workspaceRoles)[number]

export const workspaceLimits = { slugMin: 3, slugMax: 40, nameMax: 100 } as const
/** Personal workspaces are addressed `personal-<id>`: a team slug never starts so. */
export const PERSONAL_SLUG_PREFIX = 'personal-'

/** Read in the page's language on the site (words.ts); the API says them in English and translates its answers. */
export const workspaceMessages = localized('workspaceMessages', {
  nameRequired: 'Workspace name is required',
  nameTooLong: 'Workspace name must be at most 100 characters',
  slugInvalid: 'A workspace address may use lowercase letters, digits and hyphens, 3 to 40 characters',
  slugPersonal: 'Addresses starting with "personal-" are kept for personal workspaces',
  slugTaken: 'This workspace address is already taken. Please choose another one.',
  roleInvalid: 'Role must be owner, admin, member or viewer',
  userIdRequired: 'userId is required',
  settingInvalid: 'membersEditAll must be true or false',
  nothingToChange: 'Please give a name or membersEditAll',
  workspaceNotFound: 'Workspace not found',
  memberNotFound: 'Member not found',
  alreadyMember: 'Already a member of this workspace',
  lastOwner: 'A workspace keeps at least one owner: make another member owner first',
  personalWorkspace: 'A personal workspace cannot be deleted, left, transferred or shared',
  insufficientRole: 'Your role in this workspace does not allow this',
  /** Account deletion refused; the workspaces' names follow, comma-separated. */
  accountLastOwner: 'Transfer or delete these workspaces first, you are their last owner and they have other members:',
  invitationNotFound: 'Invitation not found',
  invitationExpired: 'This invitation has expired: ask for a new one',
  invitationRevoked: 'This invitation was withdrawn: ask for a new one',
  invitationUsed: 'This invitation has already been used',
  invitationOtherAddress: 'This invitation was sent to another e-mail address: sign in with that address to accept it',
  alreadyInvitedMember: 'This person is already a member of this workspace',
} as const)

export const workspaceErrorCodes = {
  workspaceNotFound: 'workspace_not_found',
  memberNotFound: 'member_not_found',
  slugTaken: 'workspace_slug_taken',
  alreadyMember: 'already_member',
  lastOwner: 'last_owner',
  personalWorkspace: 'personal_workspace',
  insufficientRole: 'insufficient_role',
  invitationNotFound: 'invitation_not_found',
  invitationExpired: 'invitation_expired',
  invitationRevoked: 'invitation_revoked',
  invitationUsed: 'invitation_used',
  invitationOtherAddress: 'invitation_other_address',
} as const

const m = workspaceMessages

export const workspaceName = safeText(
  z
    .string({ error: m.nameRequired })
    .trim()
    .min(1, m.nameRequired)
    .max(workspaceLimits.nameMax, m.nameTooLong)
    .refine((v) => !hasControlCharacter(v), messages.api.controlCharacters),
)

export const workspaceSlug = safeText(
  z
    .string({ error: m.slugInvalid })
    .regex(/^[a-z0-9-]{3,40}$/, m.slugInvalid)
    .refine((v) => !v.startsWith(PERSONAL_SLUG_PREFIX), m.slugPersonal),
  m.slugInvalid,
)

export const workspaceRole = safeText(z.enum(workspaceRoles, { error: m.roleInvalid }), m.roleInvalid)

/** POST /api/workspaces: a team workspace's name and address. */
export const createWorkspaceBody = z.object({ name: workspaceName, slug: workspaceSlug }, { error: messages.api.bodyNotObject })
export type CreateWorkspaceBody = z.infer<typeof createWorkspaceBody>

/** PATCH /api/workspaces/{slug}: a new name and/or whether members edit every link. */
export const updateWorkspaceBody = z
  .object({ name: workspaceName.optional(), membersEditAll: z.boolean({ error: m.settingInvalid }).optional() }, { error: messages.api.bodyNotObject })
  .refine((b) => b.name !== undefined || b.membersEditAll !== undefined, m.nothingToChange)
export type UpdateWorkspaceBody = z.infer<typeof updateWorkspaceBody>

/** PATCH /api/workspaces/{slug}/members/{userId}: the member's new role. */
export const changeRoleBody = z.object({ role: workspaceRole }, { error: messages.api.bodyNotObject })

/** POST /api/workspaces/{slug}/transfer: the member who becomes an owner (the caller stays, as an admin). */
export const transferBody = z.object(
  { userId: safeText(z.string({ error: m.userIdRequired }).min(1, m.userIdRequired).max(100, m.userIdRequired), m.userIdRequired) },
  { error: messages.api.bodyNotObject },
)

/** POST /api/workspaces/{slug}/invitations: who is invited (trimmed, lower-cased) and with which role. */
export const createInvitationBody = z.object(
  {
    email: safeText(
      z
        .string({ error: messages.auth.invalidEmail })
        .trim()
        .toLowerCase()
        .max(254, messages.auth.invalidEmail)
        .refine((v) => EMAIL_PATTERN.test(v), messages.auth.invalidEmail),
      messages.auth.invalidEmail,
    ),
    role: workspaceRole,
  },
  { error: messages.api.bodyNotObject },
)
export type CreateInvitationBody = z.infer<typeof createInvitationBody>

/** How long an invitation's link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000

/** A pending invitation as the workspace's owners and admins see it (never its token). */
export interface InvitationDto {
  id: string
  email: string
  role: WorkspaceRole
  /** The inviter's address when the instance knows it. */
  invitedBy: string | null
  createdAt: string
  expiresAt: string
}

/**
 * The answer to an invitation made: mailed when SMTP is configured and the mail server took it; otherwise the
 * link to hand over (it carries the single-use token; with mail it is never shown).
 */
export interface InvitationCreated {
  invitation: InvitationDto
  mailed: boolean
  link?: string
}

/** What an invitation's link is, for the person holding it: GET /api/invitations/{token}. */
export interface InvitationPreview {
  workspace: { name: string; slug: string }
  role: WorkspaceRole
  email: string
  invitedBy: string | null
  expiresAt: string
}

/** A workspace as its members see it, with the caller's role. */
export interface WorkspaceDto {
  slug: string
  name: string
  personal: boolean
  role: WorkspaceRole
  membersEditAll: boolean
  createdAt: string
}

/** A member as the workspace's members see them: the account's address when the instance knows it. */
export interface MemberDto {
  userId: string
  email: string | null
  role: WorkspaceRole
  joinedAt: string
}

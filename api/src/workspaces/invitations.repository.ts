// SQL for workspace invitations, written once for SQLite and PostgreSQL; the database handle comes first.
// Only the token's SHA-256 is stored. An invitation is pending while it is neither accepted nor revoked and
// its expiry is ahead; the rows stay after that (accepted_by says who joined through it).
import { and, asc, eq, gt, isNull } from 'drizzle-orm'
import type { WorkspaceRole } from '../contracts/workspace-schemas'
import type { Database } from '../db/database'

export type InvitationRow = Database['t']['workspaceInvitations']['$inferSelect']

const stillOpen = (db: Database) => {
  const { workspaceInvitations: i } = db.t
  return and(isNull(i.acceptedAt), isNull(i.revokedAt))
}

export async function insertInvitation(db: Database, row: Database['t']['workspaceInvitations']['$inferInsert']): Promise<InvitationRow> {
  const [inserted] = await db.orm.insert(db.t.workspaceInvitations).values(row).returning()
  return inserted!
}

/** Revokes the address's open invitations to the workspace: a new one replaces them. */
export async function revokeOpenInvitationsTo(db: Database, workspaceId: number, email: string, at: Date): Promise<void> {
  const { workspaceInvitations: i } = db.t
  await db.orm
    .update(i)
    .set({ revokedAt: at })
    .where(and(eq(i.workspaceId, workspaceId), eq(i.email, email), stillOpen(db)))
}

/** The workspace's pending invitations, oldest first, with the inviter's address when the instance holds it. */
export async function listPendingInvitations(db: Database, workspaceId: number, now: Date) {
  const { workspaceInvitations: i, users } = db.t
  return db.orm
    .select({ invitation: i, inviterEmail: users.email })
    .from(i)
    .leftJoin(users, eq(users.userId, i.invitedBy))
    .where(and(eq(i.workspaceId, workspaceId), stillOpen(db), gt(i.expiresAt, now)))
    .orderBy(asc(i.createdAt), asc(i.id))
}

/** Revokes one open invitation of the workspace; undefined when there is none by that id (or it is closed). */
export async function revokeInvitation(db: Database, workspaceId: number, id: string, at: Date): Promise<InvitationRow | undefined> {
  const { workspaceInvitations: i } = db.t
  const [row] = await db.orm
    .update(i)
    .set({ revokedAt: at })
    .where(and(eq(i.workspaceId, workspaceId), eq(i.id, id), stillOpen(db)))
    .returning()
  return row
}

export async function findOpenInvitation(db: Database, workspaceId: number, id: string): Promise<InvitationRow | undefined> {
  const { workspaceInvitations: i } = db.t
  const [row] = await db.orm
    .select()
    .from(i)
    .where(and(eq(i.workspaceId, workspaceId), eq(i.id, id), stillOpen(db)))
    .limit(1)
  return row
}

/** The invitation whose token hashes to `tokenHash`, with its workspace and the inviter's address. */
export async function findInvitationByTokenHash(db: Database, tokenHash: string) {
  const { workspaceInvitations: i, workspaces: w, users } = db.t
  const [row] = await db.orm
    .select({ invitation: i, workspace: { name: w.name, slug: w.slug, personalOf: w.personalOf }, inviterEmail: users.email })
    .from(i)
    .innerJoin(w, eq(w.id, i.workspaceId))
    .leftJoin(users, eq(users.userId, i.invitedBy))
    .where(eq(i.tokenHash, tokenHash))
    .limit(1)
  return row && { ...row, invitation: { ...row.invitation, role: row.invitation.role as WorkspaceRole } }
}

/** Marks the invitation accepted by `userId`, once: false when it was accepted or revoked meanwhile. */
export async function markAccepted(db: Database, id: string, userId: string, at: Date): Promise<boolean> {
  const { workspaceInvitations: i } = db.t
  const rows = await db.orm
    .update(i)
    .set({ acceptedAt: at, acceptedBy: userId })
    .where(and(eq(i.id, id), stillOpen(db)))
    .returning({ id: i.id })
  return rows.length > 0
}

// PostgreSQL: a new link in one statement, one round trip, that also looks twice for a hold on its code
// (a deleted account's code, docs/decisions/0033; why twice and why this is enough: docs/decisions/0059).
//  - `where not exists (…held_codes…)`: a hold committed before the statement began — the link is not made.
//  - `snip_code_held(…)` in RETURNING (migration 0011): asked after the insert's unique check, which waits for
//    an account deletion that is deleting the same code, with a fresh snapshot (a VOLATILE function's), so
//    that deletion's hold is seen once it commits; the caller then removes the link before answering.
// Written out rather than built by Drizzle: its builder has no INSERT … SELECT … WHERE with placeholders, and
// a query built per call cost ~60 µs of CPU more. The row is assembled from what was inserted.
import type { Sql } from 'postgres'
import { codeKeyOf, type LinkRow, type NewLink } from './links.repository'

const INSERT = `insert into links (user_id, original_url, short_code, code_key, is_active, claim_token_hash, created_at, updated_at,
  expires_at, max_clicks, fallback_url, password_hash, title, note)
select $1, $2, $3, $4, $5, $6, $7::timestamptz, $7::timestamptz, $8::timestamptz, $9::integer, $10, $11, $12, $13
where not exists (select 1 from held_codes where code_key = $4 and release_at > $7::timestamptz)
on conflict do nothing
returning id, snip_code_held(code_key, $7::timestamptz) as held`

/**
 * Inserts the link (on `statements`: the handle's pool or transaction, Database.driver) unless its code (in any case) is taken or already held: null then. `heldAfter`: a hold
 * on the code committed while the insert waited — the link must be removed (links.service.ts).
 */
export async function insertLinkUnlessHeld(statements: Pick<Sql, 'unsafe'>, link: NewLink, now = new Date()): Promise<{ row: LinkRow; heldAfter: boolean } | null> {
  const codeKey = codeKeyOf(link.shortCode)
  const row = {
    userId: link.userId,
    originalUrl: link.originalUrl,
    shortCode: link.shortCode,
    codeKey,
    isActive: link.isActive,
    clicks: 0,
    createdAt: now,
    updatedAt: now,
    expiresAt: link.expiresAt ?? null,
    maxClicks: link.maxClicks ?? null,
    fallbackUrl: link.fallbackUrl ?? null,
    passwordHash: link.passwordHash ?? null,
    title: link.title ?? null,
    note: link.note ?? null,
    importedFrom: null,
    claimTokenHash: link.claimTokenHash ?? null,
  }
  // Dates as ISO text: Drizzle hands postgres.js's date serializers over to itself (transparent).
  const params = [row.userId, row.originalUrl, row.shortCode, codeKey, row.isActive, row.claimTokenHash, now.toISOString(), row.expiresAt?.toISOString() ?? null, row.maxClicks, row.fallbackUrl, row.passwordHash, row.title, row.note]
  const [inserted] = await statements.unsafe<{ id: number; held: boolean }[]>(INSERT, params, { prepare: true })
  return inserted ? { row: { id: inserted.id, ...row }, heldAfter: inserted.held } : null
}

// PostgreSQL: a new link in one statement, one round trip, that also looks twice for a hold on its code
// (a deleted account's code, docs/decisions/0033; why twice and why this is enough: docs/decisions/0059).
//  - `where not exists (…held_codes…)`: a hold committed before the statement began — the link is not made.
//  - `snip_code_held(…)` in RETURNING (migration 0011): asked after the insert's unique check, which waits for
//    an account deletion that is deleting the same code, with a fresh snapshot (a VOLATILE function's), so
//    that deletion's hold is seen once it commits; the caller then removes the link before answering.
// Written out rather than built by Drizzle: its builder has no INSERT … SELECT … WHERE with placeholders, and
// a query built per call cost ~60 µs of CPU more. Only the id is read back (links.repository newLinkRow).
import type { Sql } from 'postgres'
import { auditInsertSelect, auditSelectParams, type AuditEntry } from '../../audit'
import { links } from '../../db/schema.postgres'
import { optionalKeys, optionalValuesOf } from './new-link-columns'
import { codeKeyOf, newLinkRow, type LinkRow, type NewLink } from './links.repository'

const VALUES = `insert into links (user_id, original_url, short_code, code_key, is_active, claim_token_hash, created_at, updated_at,
  ${optionalKeys.map((key) => links[key].name).join(', ')})
select $1, $2, $3, $4, $5, $6, $7::timestamptz, $7::timestamptz, ${optionalKeys.map((key, i) => `$${8 + i}::${links[key].getSQLType()}`).join(', ')}`

/** On the instance's own domain: the two looks for a hold. */
const INSERT = `${VALUES}
where not exists (select 1 from held_codes where code_key = $4 and release_at > $7::timestamptz)
on conflict do nothing
returning id, snip_code_held(code_key, $7::timestamptz) as held`

/**
 * On a custom domain: its codes are its own, never held (holds keep the instance's own), so neither look is
 * made; the instance's own links keep the statement above unchanged.
 */
const INSERT_ON_DOMAIN = `${VALUES}
on conflict do nothing
returning id, false as held`

/** The insert and its audit event in one statement, one commit; no event for a link removed for a hold. */
const recorded = (insert: string) => `with new_link as (${insert}),
logged as (${auditInsertSelect('new_link where not held', 'id', 8 + optionalKeys.length)})
select id, held from new_link`
const INSERT_RECORDED = recorded(INSERT)
const INSERT_ON_DOMAIN_RECORDED = recorded(INSERT_ON_DOMAIN)

/**
 * Inserts the link on `statements` (the handle's pool or its transaction: Database.driver) unless its code
 * (in any case) is taken or already held: null then. `heldAfter`: a hold on the code committed while the
 * insert waited — the link must be removed (links.service.ts).
 */
export async function insertLinkUnlessHeld(
  statements: Pick<Sql, 'unsafe'>,
  link: NewLink,
  now = new Date(),
  /** Its audit event (the resource id is the new link's). */
  audit?: AuditEntry,
): Promise<{ row: LinkRow; heldAfter: boolean } | null> {
  // Dates as ISO text: Drizzle hands postgres.js's date serializers over to itself (transparent).
  const params = [
    link.userId,
    link.originalUrl,
    link.shortCode,
    codeKeyOf(link.shortCode),
    link.isActive,
    link.claimTokenHash ?? null,
    now.toISOString(),
    ...optionalValuesOf(link, (d) => d.toISOString()),
  ]
  const onDomain = !!link.domainId
  const [inserted] = audit
    ? await statements.unsafe<{ id: number; held: boolean }[]>(
        onDomain ? INSERT_ON_DOMAIN_RECORDED : INSERT_RECORDED,
        [...params, ...auditSelectParams({ ...audit, at: now })],
        {
          prepare: true,
        },
      )
    : await statements.unsafe<{ id: number; held: boolean }[]>(onDomain ? INSERT_ON_DOMAIN : INSERT, params, { prepare: true })
  return inserted ? { row: newLinkRow(link, inserted.id, now), heldAfter: inserted.held } : null
}

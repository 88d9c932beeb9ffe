// An event written in the same commit as the change it records, where the change is written out by hand
// for speed (a new link: links/store/*-link-insert.ts). A second commit per link halved the throughput of
// creating links, the product's busiest write. The table's SQL stays here: the caller only places it.
//  - SQLite: `recordAuditInStep` runs inside the caller's synchronous step (one bun:sqlite transaction).
//  - PostgreSQL: `auditInsertSelect` is an INSERT … SELECT the caller adds to its own statement as a CTE,
//    one event per row of the caller's CTE, the resource id read from it.
import type { Database as BunSqlite, Statement } from 'bun:sqlite'
import { resourceIdText, type AuditEntry } from './audit-log'

const COLUMNS = 'workspace_id, at, actor_kind, actor_id, actor_name, action, resource_type, resource_id, resource_label, details'

const statements = new WeakMap<BunSqlite, Statement>()

function insertOf(client: BunSqlite): Statement {
  let statement = statements.get(client)
  if (!statement) statements.set(client, (statement = client.prepare(`insert into audit_events (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)))
  return statement
}

/** SQLite: the event, now, on `client` (the caller holds the step's transaction). Dates as the schema stores them. */
export function recordAuditInStep(client: BunSqlite, entry: AuditEntry): void {
  const { actor, resource } = entry
  insertOf(client).run(
    entry.workspaceId,
    (entry.at ?? new Date()).getTime(),
    actor.kind,
    actor.id,
    actor.name,
    entry.action,
    resource.type,
    resourceIdText(resource.id),
    resource.label ?? null,
    JSON.stringify(entry.details ?? {}),
  )
}

/** PostgreSQL: the event's values, in the order `auditInsertSelect` numbers them (the resource id comes from the rows). */
export function auditSelectParams(entry: AuditEntry): (string | number | null)[] {
  const { actor, resource } = entry
  const at = (entry.at ?? new Date()).toISOString()
  return [entry.workspaceId, at, actor.kind, actor.id, actor.name, entry.action, resource.type, resource.label ?? null, JSON.stringify(entry.details ?? {})]
}

/**
 * PostgreSQL: `insert into audit_events … select … from {rows}`, its placeholders numbered from `first`
 * (nine: auditSelectParams), the resource id the text of `{rows}.{idColumn}`. `rows` may carry a filter
 * (`new_link where not held`).
 */
export function auditInsertSelect(rows: string, idColumn: string, first: number): string {
  const p = (i: number) => `$${first + i}`
  return `insert into audit_events (${COLUMNS})
select ${p(0)}::integer, ${p(1)}::timestamptz, ${p(2)}, ${p(3)}, ${p(4)}, ${p(5)}, ${p(6)}, ${idColumn}::text, ${p(7)}, ${p(8)}::jsonb from ${rows}`
}

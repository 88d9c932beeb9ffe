// Which domain a workspace's new link may be made on: one of the workspace's own verified domains or an
// instance-wide one, never a disabled one. Asked by the links capability through the composition.
import { domainErrorCodes as codes, domainMessages as m, normalizedHost } from '../contracts/domain-schemas'
import type { Database } from '../db/database'
import { AppError } from '../http/app-error'
import { findDomainByHost } from './domains.repository'
import { isServed } from './directory'

/** The id of the domain `host` names for a link of `workspaceId`; a clear 400 when it cannot be used. */
export async function domainForLink(db: Database, workspaceId: number, host: string): Promise<number> {
  const key = normalizedHost(host)
  const row = key ? await findDomainByHost(db, key) : null
  if (!row || (row.workspaceId !== null && row.workspaceId !== workspaceId)) throw new AppError(400, codes.domainNotFound, m.linkDomainUnknown)
  if (!isServed(row)) throw new AppError(400, codes.notVerified, m.notVerified)
  if (row.disabledAt) throw new AppError(400, codes.disabled, m.disabled)
  return row.id
}

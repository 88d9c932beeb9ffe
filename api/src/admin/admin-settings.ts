// The instance settings on the admin page: sign-up mode, anonymous shortening, the blocklist, invites.
// A blocklist change empties every instance's redirect cache, so links to a newly blocked domain answer
// "Link disabled" at their next follow (and links to an unblocked one work again); so does turning
// anonymous shortening on or off, which every instance keeps in memory until then.
import { errorCodes, messages } from '../contracts'
import type { InstanceSettingsBody, InstanceSettingsDto, InviteDto } from '../contracts/moderation'
import { AppError } from '../http/app-error'
import { addBlockedDomain, listBlockedDomains, removeBlockedDomain } from '../moderation/blocklist'
import { readInstanceSettings, writeInstanceSettings } from '../moderation/instance-settings.repository'
import { createInvite, INVITE_PARAM } from '../moderation/invites'
import { EVERY_CODE } from '../links'
import type { AdminDeps } from './admin-links'

export async function readSettings(deps: AdminDeps): Promise<InstanceSettingsDto> {
  const [settings, blockedDomains] = await Promise.all([readInstanceSettings(deps.db), listBlockedDomains(deps.db)])
  return { ...settings, blockedDomains }
}

export async function changeSettings(deps: AdminDeps, changes: InstanceSettingsBody): Promise<InstanceSettingsDto> {
  await writeInstanceSettings(deps.db, changes)
  // Every instance keeps the anonymous-shortening switch in memory until its cache is emptied (moderation/until-cleared.ts).
  if (changes.anonymousShortening !== undefined) await deps.invalidateCode(EVERY_CODE)
  return readSettings(deps)
}

export async function blockDomain(deps: AdminDeps, domain: string): Promise<InstanceSettingsDto> {
  await addBlockedDomain(deps.db, domain)
  await deps.invalidateCode(EVERY_CODE)
  return readSettings(deps)
}

export async function unblockDomain(deps: AdminDeps, domain: string): Promise<InstanceSettingsDto> {
  if (!(await removeBlockedDomain(deps.db, domain.toLowerCase()))) throw new AppError(404, errorCodes.notFound, messages.api.notFound)
  await deps.invalidateCode(EVERY_CODE)
  return readSettings(deps)
}

export async function newInvite(deps: AdminDeps): Promise<InviteDto> {
  const token = await createInvite(deps.db)
  return { url: `${deps.publicUrl}/app/register?${INVITE_PARAM}=${token}` }
}

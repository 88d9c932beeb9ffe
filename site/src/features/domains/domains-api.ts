// The calls of /api/workspaces/{slug}/domains (one function per endpoint). Failures throw ApiError; nothing toasts here.
import type { DomainDto } from '@contracts/domain-schemas'
import { api } from '../../lib/api-client'

const at = (slug: string) => `/api/workspaces/${encodeURIComponent(slug)}/domains`
const one = (slug: string, id: number) => `${at(slug)}/${id}`

/** The workspace's domains and the instance-wide ones, by host: any member. */
export const fetchDomains = (slug: string) => api.get<DomainDto[]>(at(slug))
export const addDomain = (slug: string, host: string) => api.post<DomainDto>(at(slug), { host })
/** Checks the domain's DNS records now; the answer's `checkResult` says what was found. */
export const verifyDomain = (slug: string, id: number) => api.post<DomainDto>(`${one(slug, id)}/verify`)
/** '' or null clears a redirect (the instance's own page again). */
export const updateDomainRedirects = (slug: string, id: number, body: { rootRedirect: string | null; notFoundRedirect: string | null }) =>
  api.patch<DomainDto>(one(slug, id), body)
/** Removes the domain and every link on it. */
export const removeDomain = (slug: string, id: number) => api.delete<{ deleted: true }>(one(slug, id))

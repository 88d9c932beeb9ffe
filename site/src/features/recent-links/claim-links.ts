// Claims the browser's tokened links into the signed-in account (POST /api/urls/claim) and updates the
// stored list: claimed links leave it, refused ones lose their token (docs/decisions/0047).
import type { ClaimResult } from '@contracts/claim-schemas'
import { api } from '../../lib/api-client'
import { dropTokens, forgetLinks, type RecentLink } from './recent-links-store'

export async function claimRecentLinks(links: RecentLink[]): Promise<{ claimed: number; refused: number }> {
  const tokened = links.filter((l) => l.token)
  if (!tokened.length) return { claimed: 0, refused: 0 }
  const { results } = await api.post<{ results: ClaimResult[] }>('/api/urls/claim', { links: tokened.map((l) => ({ id: l.id, token: l.token })) })
  const claimed = tokened.filter((_, i) => results[i]?.claimed).map((l) => l.id)
  const refused = tokened.filter((_, i) => results[i] && !results[i]!.claimed).map((l) => l.id)
  forgetLinks(claimed)
  dropTokens(refused)
  return { claimed: claimed.length, refused: refused.length }
}

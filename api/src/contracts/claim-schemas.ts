// Claiming anonymous links (docs/decisions/0047): the body of POST /api/urls/claim, its
// answer and its sentences. Apart from messages.ts so the pages that never claim do not carry them.
import { z } from 'zod'
import type { LinkDto } from './dto'
import { safeText } from './safe-text'

/** Links one request may claim (the home page keeps at most RECENT_LINKS_MAX). */
export const CLAIM_BATCH_MAX = 50

export const claimMessages = {
  badBody: `links must be a list of 1 to ${CLAIM_BATCH_MAX} items, each with an id or a shortCode and a token`,
  /** One sentence for every refusal: a missing link, a wrong token, a link already owned (by anyone). */
  refused: 'This link cannot be claimed with this token',
} as const

export const claimErrorCodes = { claimRefused: 'claim_refused' } as const

const claimItem = z
  .object({
    id: z.number().int().positive().optional(),
    shortCode: safeText(z.string().min(1).max(64)).optional(),
    token: safeText(z.string().min(1).max(128)),
  })
  .refine((item) => item.id !== undefined || item.shortCode !== undefined, claimMessages.badBody)

export const claimBody = z.object({ links: z.array(claimItem).min(1).max(CLAIM_BATCH_MAX) }, { error: claimMessages.badBody })
export type ClaimBody = z.infer<typeof claimBody>
export type ClaimItem = ClaimBody['links'][number]

/** One answer per item, in the order given: the link now the caller's, or one refusal that tells nothing more. */
export type ClaimResult =
  | { id?: number; shortCode?: string; claimed: true; link: LinkDto }
  | { id?: number; shortCode?: string; claimed: false; code: typeof claimErrorCodes.claimRefused; message: string }

/** POST /api/urls answer for an anonymous visitor: the link and, once, its claim token. */
export type CreatedLinkDto = LinkDto & { claimToken?: string }

// "Test this link as…" (docs/decisions/0085): where a described visitor would be sent. Only someone who may
// read the link may ask (the same policy as GET /api/urls). The rules are compiled by the smart-links room
// the composition hands in (deps.previewRules): the same compile the redirect runs at cache fill, so the
// preview and a real follow cannot disagree. This room does not import that one: analytics, which it
// loads, imports links.
import { authorize, linkOf } from '../access'
import type { ForwardQueryMode } from '../contracts/link-rule-values'
import type { RulePreview } from '../contracts/link-rule-preview'
import type { LinkRule, SplitVariant } from '../contracts/link-rules'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import type { LinkDeps } from './links.service'
import { findLinkById } from './store/links.repository'

/** A link's smart part as the preview needs it. */
export interface RulesToPreview {
  target: string
  rules: LinkRule[]
  split: SplitVariant[]
  /** The link's own forwarding; null: the instance's. */
  forwardQuery: ForwardQueryMode | null
}

/** Where the visitor goes, under which rule or variant (null: the link's own target), and the Location with the query forwarded. */
export interface RulePreviewAnswer {
  target: string
  matched: string | null
  location: string
}

export type PreviewRules = (link: RulesToPreview, visitor: RulePreview) => RulePreviewAnswer

export async function previewLinkRules(deps: LinkDeps, actor: Actor | null, id: number, visitor: RulePreview): Promise<RulePreviewAnswer> {
  const row = await findLinkById(deps.db, id)
  authorize(actor, 'links.read', linkOf(row))
  if (!row) throw AppError.linkNotFound() // access/ has answered a missing link already (404); this only narrows the type
  const link: RulesToPreview = {
    target: row.originalUrl,
    rules: row.rules?.rules ?? [],
    split: row.rules?.split ?? [],
    forwardQuery: row.forwardQuery as ForwardQueryMode | null,
  }
  if (!deps.previewRules) return { target: link.target, matched: null, location: link.target } // no rules engine wired: the link's own target
  return deps.previewRules(link, visitor)
}

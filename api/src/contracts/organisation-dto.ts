// The JSON shapes of tag management and bulk create (docs/decisions/0046).
import type { LinkDto } from './dto'

/** One of the caller's tags, with how many of their links carry it (GET /api/tags). */
export interface TagDto {
  id: number
  name: string
  links: number
}

/** One line of a bulk create: the link made from it, or why not. */
export type BulkLineDto = { line: number; url: string; link: LinkDto } | { line: number; url: string; code: string; message: string }

/** The answer to POST /api/urls/bulk: a result per line, in order. */
export interface BulkResultDto {
  created: number
  failed: number
  results: BulkLineDto[]
}

// The sentences of a link's title, note and tags, of tag management and of bulk create (docs/decisions/0046). Apart from messages.ts, which every page loads: only the API and the dashboard's
// lazily loaded dialogs need them. Never write one of these strings anywhere else.
import { localized } from './words'

/** Read in the page's language on the site (words.ts); the API says them in English and translates its answers. */
export const organisationMessages = localized('organisationMessages', {
  titleInvalid: 'Title must be text',
  titleTooLong: 'Title must be at most 200 characters',
  titleControl: 'Title must be a single line of text',
  noteInvalid: 'Note must be text',
  noteTooLong: 'Note must be at most 2,000 characters',
  tagsInvalid: 'Tags must be a list of names',
  tooManyTags: 'A link can have at most 10 tags',
  tagInvalid: 'Tags may use letters, digits, spaces, hyphens, underscores and dots',
  tagEmpty: 'A tag needs at least 1 character',
  tagTooLong: 'A tag must be at most 32 characters',
  tagNotFound: 'Tag not found',
  bulkInvalid: 'Please paste the URLs, one a line',
  bulkEmpty: 'Please paste at least one URL',
  bulkTooMany: 'Paste at most 1,000 URLs at a time',
} as const)

/** The error code of a missing (or someone else's) tag. */
export const tagErrorCodes = { tagNotFound: 'tag_not_found' } as const

// The tag rule, as plain functions the dashboard can use without zod (docs/decisions/0046): a tag is 1–32
// characters of Unicode letters and digits, with single spaces, hyphens, underscores and dots between
// them; it is stored in lower case with runs of spaces collapsed, so "News", " news " and "NEWS" are one tag.

/** Letters and digits, with single spaces, `-`, `_` and `.` allowed after the first character. */
export const TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} _.-]*$/u

/** How a tag is stored and compared: NFC, trimmed, spaces collapsed, lower case. */
export const normaliseTag = (raw: string) => raw.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase()

// The sentences of link import and export (docs/decisions/0041): the API's answers and the
// rows' problems. Apart from messages.ts so the pages that never import (every page loads messages.ts
// through lib/contracts-light) do not carry them.
import { localized } from './words'
/** Read in the page's language on the site (words.ts); the API says them in English and translates its answers. */
export const importMessages = localized('importMessages', {
  fileRequired: 'Choose a file to import',
  fileTooLarge: (mb: number) => `The file is larger than ${mb} MB`,
  tooManyRows: (max: number) => `The file has more than ${max.toLocaleString('en-US')} links`,
  lineTooLong: (line: number, max: number) => `Line ${line} is longer than ${max.toLocaleString('en-US')} characters`,
  notUtf8: 'The file is not UTF-8 text. Save it as CSV UTF-8 and try again.',
  unknownFormat: 'The file is not in a format Snip can import (Snip, Bitly, Kutt, Shlink or YOURLS)',
  /** `names`: the formats, comma-separated (tokens, kept as written). */
  badFormat: (names: string) => `Format must be one of ${names}`,
  badMode: 'Mode must be all-or-nothing or skip-invalid',
  unreadable: (format: string) => `The file could not be read as ${format}`,
  tooDeep: (max: number) => `The file nests JSON more than ${max} levels deep`,
  noRows: 'The file has no links to import',
  urlColumnMissing: 'The file needs a url column',
  duplicateCode: 'This short code appears more than once in the file',
  domainUnknown: "This domain is not one of this workspace's verified domains",
  badActive: 'active must be true or false',
  badDate: 'Please enter a valid date',
  badClicks: 'clicks must be a whole number of 0 or more',
  rejected: 'Nothing was imported: some rows are invalid or their short codes are taken',
  badIds: 'ids must be link ids separated by commas',
} as const)

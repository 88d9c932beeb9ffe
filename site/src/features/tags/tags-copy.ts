// The dashboard's words for titles, notes, tags, the UTM builder and bulk create (docs/decisions/0046): loaded with the dialogs and the toolbar only, not with every page (lib/copy.ts is).
import type { OwnerTextKey } from '@contracts/link'
import { localized } from '@contracts/words'
import { formatCount } from '../../lib/format-count'

/**
 * The owner text fields the dialog shows: each one's label, help and, for a text box of several lines, its
 * rows. A field without words here is kept by the API but not shown in the dialog.
 */
const ownerText: Partial<Record<OwnerTextKey, { label: string; help?: string; rows?: number }>> = {
  title: { label: 'Title (optional)' },
  note: { label: 'Note (optional)', help: 'Only you can see it.', rows: 3 },
}

export const tagsCopy = localized('tags', {
  ownerText,
  tags: 'Tags (optional)',
  tagsHelp: 'Press Enter or type a comma to add a tag.',
  removeTag: (tag: string) => `Remove tag ${tag}`,
  utm: 'UTM parameters',
  utmFields: { source: 'Source', medium: 'Medium', campaign: 'Campaign', term: 'Term', content: 'Content' },
  utmPreview: 'Target URL with UTM parameters',
  utmApply: 'Apply to URL',
  utmNoUrl: 'Enter the original URL first.',
  tagList: 'Tags',
  /** A row's tag chip: a link to the list filtered by that tag. */
  showTagged: (tag: string) => `Show links tagged ${tag}`,
  tagFilter: 'Filter by tag',
  allTags: 'All tags',
  manageTags: 'Tags',
  manageTitle: 'Tags',
  manageDescription: 'Rename a tag or delete it from every link.',
  noTags: 'No tags yet. Add them to a link under More options.',
  tagLinks: (n: number) => `${formatCount(n)} ${n === 1 ? 'link' : 'links'}`,
  renameTag: (tag: string) => `Rename tag ${tag}`,
  deleteTag: (tag: string) => `Delete tag ${tag}`,
  newName: (tag: string) => `New name for ${tag}`,
  rename: 'Rename',
  delete: 'Delete',
  save: 'Save',
  cancel: 'Cancel',
  close: 'Close',
  renamed: 'Tag renamed',
  deleted: 'Tag deleted',
  /** Asked before a tag is deleted: it comes off every link at once, with no undo. */
  confirmDelete: (tag: string, links: number) =>
    `Delete the tag ${tag}? It comes off ${formatCount(links)} ${links === 1 ? 'link' : 'links'}, and this cannot be undone.`,
  confirmDeleteButton: 'Delete tag',
  tagFailed: 'Could not change the tag',
  bulkButton: 'Bulk create',
  bulkTitle: 'Bulk create',
  bulkDescription: 'Paste up to 1,000 URLs, one a line, to get a short link for each.',
  bulkUrls: 'URLs, one a line',
  bulkSubmit: 'Create links',
  bulkCreating: 'Creating…',
  /** The bulk result when every line made a link; with failures, the next. */
  bulkResult: (created: number) => `${created} created`,
  bulkResultFailed: (created: number, failed: number) => `${created} created, ${failed} failed`,
  bulkLine: (line: number) => `Line ${line}`,
  copyAll: 'Copy all short URLs',
  copiedAll: 'Short URLs copied',
  bulkFailed: 'Bulk create failed',
} as const)

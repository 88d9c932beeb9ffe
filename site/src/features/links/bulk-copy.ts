// The texts of the bulk bar (docs/decisions/0048): loaded with the bar, when the first row is
// selected (the row's checkbox label is in selection-copy.ts, loaded with the list).
import { localized } from '@contracts/words'
import { formatCount } from '../../lib/format-count'
const links = (n: number) => `${formatCount(n)} ${n === 1 ? 'link' : 'links'}`

export const bulkCopy = localized('bulkActions', {
  bar: 'Bulk actions',
  selected: (n: number) => `${links(n)} selected`,
  selectAllMatching: (n: number) => `Select all matching (${formatCount(n)})`,
  clear: 'Clear selection',
  activate: 'Activate',
  deactivate: 'Deactivate',
  delete: 'Delete',
  exportSelected: 'Export selected',
  confirmTitle: (n: number) => `Delete ${links(n)}?`,
  confirmWarning: 'Their short URLs stop working and their analytics are lost. This cannot be undone.',
  cancel: 'Cancel',
  done: {
    activate: (n: number) => `${links(n)} activated`,
    deactivate: (n: number) => `${links(n)} deactivated`,
    delete: (n: number) => `${links(n)} deleted`,
  },
  failed: 'The bulk action failed',
} as const)

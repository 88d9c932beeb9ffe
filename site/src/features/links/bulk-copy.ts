// The texts of row selection and bulk actions (issue 15 §5, docs/decisions/0048): loaded with the
// dashboard only, so lib/copy.ts (on every page) does not grow.
const links = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'link' : 'links'}`

export const bulkCopy = {
  selectRow: (code: string) => `Select ${code}`,
  bar: 'Bulk actions',
  selected: (n: number) => `${links(n)} selected`,
  selectAllMatching: (n: number) => `Select all matching (${n.toLocaleString('en-US')})`,
  clear: 'Clear selection',
  activate: 'Activate',
  deactivate: 'Deactivate',
  delete: 'Delete',
  exportSelected: 'Export selected',
  confirmTitle: (n: number) => `Delete ${links(n)}?`,
  confirmWarning: 'Their short URLs stop working and their analytics are lost. This cannot be undone.',
  cancel: 'Cancel',
  done: { activate: (n: number) => `${links(n)} activated`, deactivate: (n: number) => `${links(n)} deactivated`, delete: (n: number) => `${links(n)} deleted` },
  failed: 'The bulk action failed',
} as const

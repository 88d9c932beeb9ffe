// The row checkbox's label and the page's (docs/decisions/0048): on every row, so apart from the bulk bar's texts
// (bulk-copy.ts), which load only when something is selected.
import { localized } from '@contracts/words'
export const selectionCopy = localized('selection', {
  row: (code: string) => `Select ${code}`,
  page: 'Select all on this page',
})

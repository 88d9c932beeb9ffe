// The row checkbox's label and the page's (docs/decisions/0048): on every row, so apart from the bulk bar's texts
// (bulk-copy.ts), which load only when something is selected.
export const selectRowLabel = (code: string) => `Select ${code}`
export const selectPageLabel = 'Select all on this page'

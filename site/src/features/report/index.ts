// The report feature's door: the page's texts (the report page hydrates its island, ReportForm.tsx, from its
// own module: Astro makes an island's module the page's entry, and a door as entry would carry everything it
// re-exports into the page).
export { reportCopy } from './report-copy'

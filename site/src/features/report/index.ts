// The report feature's door: the page's texts and its content (HTML and a plain script, report-form.ts).
export { reportCopy } from './report-copy'
export { default as ReportPage } from './ReportPage.astro'

// The report feature's door: the page's texts (the report page loads its plain script, report-form.ts, from
// its own module, so the page carries only that).
export { reportCopy } from './report-copy'

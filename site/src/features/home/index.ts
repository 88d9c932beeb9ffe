// The home feature's door: what pages and other features may use of it.
export { ShortenHints } from './ShortenHints'
export { errorText, errorToast } from './form-issues'

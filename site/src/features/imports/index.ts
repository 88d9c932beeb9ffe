// The import and export feature's door: what other features may use of it.
export { LinkTransfer } from './LinkTransfer'
export { downloadLinks } from './imports-api'

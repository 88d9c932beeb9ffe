// The link QR feature's door: the QR dialog (with its style section) of the dashboard and analytics pages.
export { qrDialogCopy } from './qr-copy'

/** The dialog, loaded when first opened: no page carries it in its first load. */
export const loadLinkQrDialog = () => import('./LinkQrDialog')

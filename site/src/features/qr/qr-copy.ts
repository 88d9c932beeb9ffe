// The link QR dialog's labels, its "Style" section's included (docs/decisions/0045). The style's error
// messages are the API's (api/src/contracts/qr-style-messages.ts).
import { localized } from '@contracts/words'
export const qrStyleCopy = localized('qrStyle', {
  style: 'Style',
  foreground: 'Foreground colour',
  background: 'Background colour',
  /** The text fields beside the colour pickers: the same colour as #rrggbb, typed or pasted. */
  foregroundHex: 'Foreground hex code',
  backgroundHex: 'Background hex code',
  size: 'Size (px)',
  sizeHelp: 'From 128 to 2048 pixels wide',
  margin: 'Margin (modules)',
  marginHelp: 'The quiet zone around the code: 4 is the standard',
  ecc: 'Error correction',
  eccLevels: { L: 'L (7%)', M: 'M (15%)', Q: 'Q (25%)', H: 'H (30%)' },
  reset: 'Reset style',
  updating: 'Updating preview',
} as const)

/** The link QR dialog (spec §2): on the dashboard's rows and the analytics page. */
export const qrDialogCopy = localized('qrDialog', {
  open: (code: string) => `Show QR code for ${code}`,
  description: 'Scan or download the QR code of this short link.',
  alt: (url: string) => `QR code for ${url}`,
  loading: 'Loading QR code',
  downloadSvg: 'Download SVG',
  downloadPng: 'Download PNG',
} as const)

/** The link QR dialog's messages and its download toasts (spec §2, §8). */
export const qrMessages = localized('qrMessages', {
  loginRequired: 'You must be logged in to view QR codes',
  fetchFailed: 'Failed to fetch QR code',
  errorTitle: 'Error loading QR code',
  linksTo: 'This QR code links to:',
  qrDownloadOk: {
    title: 'QR Code downloaded',
    /** `format` as written for people: SVG, PNG. */
    description: (format: string) => `The QR code has been downloaded in ${format} format.`,
  },
  qrDownloadFail: { title: 'Download failed', description: 'Failed to download QR code' },
} as const)

// What the QR style options say (docs/decisions/0045): the API's 400 messages for
// GET /api/urls/{id}/qrcode's size, colours, margin and error correction, which the dashboard's QR dialog
// shows too. Apart from messages.ts so pages that draw no styled QR code do not carry them.
import { localized } from './words'
/** Read in the page's language on the site (words.ts); the API says them in English and translates its answers. */
export const qrStyleMessages = localized('qrStyleMessages', {
  sizeRange: 'Size must be a whole number of pixels from 128 to 2048',
  fgInvalid: 'Foreground must be a colour like #1a2b3c',
  bgInvalid: 'Background must be a colour like #1a2b3c',
  marginRange: 'Margin must be a whole number of modules from 0 to 16',
  eccInvalid: 'Error correction must be L, M, Q or H',
  lightOnDark: 'The foreground must be darker than the background: many scanners cannot read light-on-dark codes',
  lowContrast: 'These colours are too close to scan: the contrast must be at least 4.5:1',
} as const)

/** The style's stable error codes: a range or format is `validation_failed`; an unreadable pair is this one. */
export const qrStyleErrorCodes = { lowContrast: 'qr_low_contrast' } as const

// The QR dialog's "Style" section (issue 15 point 4, docs/decisions/0045). Its error messages are the API's
// (api/src/contracts/qr-style-messages.ts); this holds the labels.
export const qrStyleCopy = {
  style: 'Style',
  foreground: 'Foreground colour',
  background: 'Background colour',
  size: 'Size (px)',
  sizeHelp: 'From 128 to 2048 pixels wide',
  margin: 'Margin (modules)',
  marginHelp: 'The quiet zone around the code: 4 is the standard',
  ecc: 'Error correction',
  eccLevels: { L: 'L (7%)', M: 'M (15%)', Q: 'Q (25%)', H: 'H (30%)' },
  reset: 'Reset style',
  updating: 'Updating preview',
} as const

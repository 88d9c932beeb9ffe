// The QR dialog's style as typed (docs/decisions/0045): today's look by default, its errors (the API's rules
// and messages, contracts/qr-style.ts) and the query string the preview and both downloads share.
import { defaultQrStyle, qrStyleErrors, type QrStyleErrors, type QrStyleForm } from '@contracts/qr-style'

/** The size shown by default: the PNG's width before styles (the SVG's was 256; see styleQuery). */
export const defaultQrStyleForm: QrStyleForm = {
  size: '512',
  fg: defaultQrStyle.fg,
  bg: defaultQrStyle.bg,
  margin: String(defaultQrStyle.margin),
  ecc: defaultQrStyle.ecc,
}

export interface CheckedQrStyle {
  errors: QrStyleErrors
  /** No error: the style may be previewed and downloaded. */
  valid: boolean
  /** `&size=…&fg=…` for a changed, valid style; '' for the default look, so the spec's requests stay as they were. */
  query: string
}

const isDefault = (form: QrStyleForm) =>
  (Object.keys(defaultQrStyleForm) as (keyof QrStyleForm)[]).every((k) => form[k].trim().toLowerCase() === defaultQrStyleForm[k].toLowerCase())

export function checkQrStyle(form: QrStyleForm): CheckedQrStyle {
  const errors = qrStyleErrors(form)
  const valid = Object.keys(errors).length === 0
  if (!valid || isDefault(form)) return { errors, valid, query: '' }
  const params = new URLSearchParams({ size: form.size.trim(), fg: form.fg, bg: form.bg, margin: form.margin.trim(), ecc: form.ecc })
  return { errors, valid, query: `&${params}` }
}

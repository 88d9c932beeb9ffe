// A QR code's style (docs/decisions/0045): size, colours, margin and error correction,
// their ranges, and the colour rule that keeps a code scannable. Plain functions, no zod, shared by the
// API (qr-style-schemas.ts) and the dashboard's QR dialog. Imported by its path, not through the index.
import { qrStyle } from './constants'
import { qrStyleMessages as m } from './qr-style-messages'

export const qrStyleLimits = { sizeMin: 128, sizeMax: 2048, marginMin: 0, marginMax: 16, minContrast: 4.5 } as const
export const qrEccLevels = ['L', 'M', 'Q', 'H'] as const
export type QrEcc = (typeof qrEccLevels)[number]

/** A complete style: `size` in px (absent: 256 for SVG, 512 for PNG), colours as #rrggbb, margin in modules. */
export interface QrStyleOptions {
  size?: number
  fg: string
  bg: string
  margin: number
  ecc: QrEcc
}

/** Today's look: black on white, the 4-module quiet zone (decision 0028), error correction M. */
export const defaultQrStyle: QrStyleOptions = { fg: qrStyle.dark, bg: qrStyle.light, margin: qrStyle.margin, ecc: 'M' }

/** `#rrggbb` (or `rrggbb`) in lower case with its `#`, or null. */
export function hexColour(value: string): string | null {
  const match = /^#?([0-9a-f]{6})$/i.exec(value.trim())
  return match ? `#${match[1]!.toLowerCase()}` : null
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2)
}

/** WCAG 2 contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

/** Why this pair cannot be scanned reliably, or null: dark modules on a lighter ground, at least 4.5:1. */
export function qrColourProblem(fg: string, bg: string): string | null {
  if (luminance(fg) >= luminance(bg)) return m.lightOnDark
  return contrastRatio(fg, bg) < qrStyleLimits.minContrast ? m.lowContrast : null
}

const wholeIn = (v: string, min: number, max: number) => /^\d{1,5}$/.test(v.trim()) && Number(v) >= min && Number(v) <= max

/** The style as typed (all text); each field's message, and the colours' under `colours`. */
export type QrStyleForm = { size: string; fg: string; bg: string; margin: string; ecc: string }
export type QrStyleErrors = Partial<Record<keyof QrStyleForm | 'colours', string>>

/** Checks a typed style: the same ranges and messages as the API's. Empty when it is fine. */
export function qrStyleErrors(form: QrStyleForm): QrStyleErrors {
  const errors: QrStyleErrors = {}
  if (!wholeIn(form.size, qrStyleLimits.sizeMin, qrStyleLimits.sizeMax)) errors.size = m.sizeRange
  if (!wholeIn(form.margin, qrStyleLimits.marginMin, qrStyleLimits.marginMax)) errors.margin = m.marginRange
  if (!(qrEccLevels as readonly string[]).includes(form.ecc.toUpperCase())) errors.ecc = m.eccInvalid
  const fg = hexColour(form.fg)
  const bg = hexColour(form.bg)
  if (!fg) errors.fg = m.fgInvalid
  if (!bg) errors.bg = m.bgInvalid
  const colours = fg && bg ? qrColourProblem(fg, bg) : null
  if (colours) errors.colours = colours
  return errors
}

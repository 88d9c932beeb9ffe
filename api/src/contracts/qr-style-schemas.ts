// The query of GET /api/urls/{id}/qrcode's style (docs/decisions/0045): every field
// optional, text as a query string carries it. Only the API imports this (by its path); the dashboard checks
// the same ranges with qrStyleErrors (qr-style.ts), without zod's number and enum schemas.
import { z } from 'zod'
import { defaultQrStyle, hexColour, qrEccLevels, qrStyleLimits as l, type QrEcc, type QrStyleOptions } from './qr-style'
import { qrStyleMessages as m } from './qr-style-messages'
import { safeText } from './safe-text'

const whole = (min: number, max: number, message: string) =>
  safeText(z.string().regex(/^\d{1,5}$/, message), message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message)

const colour = (message: string) => safeText(z.string(), message).transform((v, ctx) => hexColour(v) ?? (ctx.addIssue({ code: 'custom', message }), z.NEVER))

export const qrStyleQuery = z.object({
  size: whole(l.sizeMin, l.sizeMax, m.sizeRange).optional(),
  fg: colour(m.fgInvalid).optional(),
  bg: colour(m.bgInvalid).optional(),
  margin: whole(l.marginMin, l.marginMax, m.marginRange).optional(),
  ecc: safeText(z.string(), m.eccInvalid)
    .transform((v) => v.toUpperCase())
    .pipe(z.enum(qrEccLevels, { error: m.eccInvalid }))
    .optional(),
})

/** The checked query with today's look for every field left out (colour contrast is checked by the route). */
export function qrStyleOf(query: z.infer<typeof qrStyleQuery>): QrStyleOptions {
  return {
    size: query.size,
    fg: query.fg ?? defaultQrStyle.fg,
    bg: query.bg ?? defaultQrStyle.bg,
    margin: query.margin ?? defaultQrStyle.margin,
    ecc: (query.ecc ?? defaultQrStyle.ecc) as QrEcc,
  }
}

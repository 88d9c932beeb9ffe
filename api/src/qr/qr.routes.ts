// GET /api/urls/{id}/qrcode?format=svg|png|data-url&size=&fg=&bg=&margin=&ecc= — owner only; the style's
// ranges and colour rule are docs/decisions/0045's (contracts/qr-style*.ts).
import { Elysia } from 'elysia'
import { errorCodes, linkOriginOf, messages, shortUrlOf, type QrFormat } from '../contracts'
import { AppError } from '../http/app-error'
import { authorize } from '../access'
import { actingOf } from '../http/request-context'
import { linkIdOf, linkIdParams } from '../http/link-id'
import type { Links } from '../links'
import { renderQr } from './qr.service'
import { qrColourProblem, qrEccLevels, qrStyleLimits as l } from '../contracts/qr-style'
import { qrStyleErrorCodes } from '../contracts/qr-style-messages'
import { qrStyleOf, qrStyleQuery } from '../contracts/qr-style-schemas'
import { operation } from '../system/openapi-parts'
import { z } from 'zod'
import { safeText } from '../contracts/safe-text'
import { checked } from '../http/valid-body'

const formats: ReadonlySet<string> = new Set(['svg', 'png', 'data-url'])

export function qrRoutes(deps: { links: Links; publicUrl: string }) {
  return new Elysia({ name: 'qr' }).get(
    '/urls/:id/qrcode',
    async ({ request, params, query }) => {
      // the caller first (401), then links/ answers someone else's link as a missing one (404)
      const link = await deps.links.get(authorize(await actingOf(request), 'links.read'), linkIdOf(params.id))
      const format = (query.format ?? 'svg') as QrFormat
      if (!formats.has(format)) throw new AppError(400, errorCodes.badQrFormat, messages.api.badQrFormat)
      const checked = qrStyleQuery.safeParse({ size: query.size, fg: query.fg, bg: query.bg, margin: query.margin, ecc: query.ecc })
      if (!checked.success) throw AppError.validation(checked.error.issues[0]?.message ?? messages.api.badRequest)
      const style = qrStyleOf(checked.data)
      const unreadable = qrColourProblem(style.fg, style.bg)
      if (unreadable) throw new AppError(400, qrStyleErrorCodes.lowContrast, unreadable)
      const { body, contentType } = await renderQr(shortUrlOf(linkOriginOf(deps.publicUrl, link.domain), link.shortCode), format, style)
      const headers: Record<string, string> = { 'content-type': contentType, 'cache-control': 'private, no-store' }
      if (format !== 'data-url') headers['content-disposition'] = `attachment; filename="qrcode-${link.shortCode}.${format}"`
      return new Response(body, { headers })
    },
    {
      params: checked(linkIdParams),
      // documented as the enum it is; checked below, so a wrong value gets the API's own message
      query: checked(
        z.object({
          format: safeText(z.string())
            .optional()
            .meta({ enum: ['svg', 'png', 'data-url'], default: 'svg' }),
          size: safeText(z.string())
            .optional()
            .meta({ description: `Image width in px, ${l.sizeMin}–${l.sizeMax} (default 256 for SVG and data-url, 512 for PNG)` }),
          fg: safeText(z.string()).optional().meta({ description: 'Module colour as #rrggbb (the # may be left out; default #000000)' }),
          bg: safeText(z.string()).optional().meta({
            description:
              'Background colour as #rrggbb (default #ffffff). The modules must be darker than the background with a WCAG contrast of at least 4.5:1, else 400 qr_low_contrast',
          }),
          margin: safeText(z.string())
            .optional()
            .meta({ description: `Quiet zone in modules, ${l.marginMin}–${l.marginMax} (default 4)` }),
          ecc: safeText(z.string())
            .optional()
            .meta({ enum: [...qrEccLevels], default: 'M', description: 'Error correction level' }),
        }),
      ),
      detail: operation({
        inWorkspace: true,
        summary: "QR code of a link's short address (owner only)",
        tags: ['links'],
        idParam: true,
        ok: [200, 'The QR code: SVG, PNG, or a PNG data URL in JSON', 'binary'],
        errors: [400, 401, 404, 503],
      }),
    },
  )
}

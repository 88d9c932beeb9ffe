// GET /api/urls/{id}/qrcode?format=svg|png|data-url — owner only.
import { Elysia } from 'elysia'
import { errorCodes, messages, shortUrlOf, type QrFormat } from '../contracts'
import { AppError } from '../http/app-error'
import { actorOf } from '../http/request-context'
import { linkIdOf, linkIdParams } from '../links/links.routes'
import { getOwnedLink, type LinkDeps } from '../links/links.service'
import { renderQr } from './qr.service'
import { operation } from '../system/openapi-parts'
import { z } from 'zod'

const formats: ReadonlySet<string> = new Set(['svg', 'png', 'data-url'])

export function qrRoutes(deps: { links: LinkDeps; publicUrl: string }) {
  return new Elysia({ name: 'qr' }).get(
    '/urls/:id/qrcode',
    async ({ request, params, query }) => {
      const link = await getOwnedLink(deps.links, await actorOf(request), linkIdOf(params.id))
      const format = (query.format ?? 'svg') as QrFormat
      if (!formats.has(format)) throw new AppError(400, errorCodes.badQrFormat, messages.api.badQrFormat)
      const { body, contentType } = await renderQr(shortUrlOf(deps.publicUrl, link.shortCode), format)
      const headers: Record<string, string> = { 'content-type': contentType, 'cache-control': 'private, no-store' }
      if (format !== 'data-url') headers['content-disposition'] = `attachment; filename="qrcode-${link.shortCode}.${format}"`
      return new Response(body, { headers })
    },
    {
      params: linkIdParams,
      // documented as the enum it is; checked below, so a wrong value gets the API's own message
      query: z.object({ format: z.string().optional().meta({ enum: ['svg', 'png', 'data-url'], default: 'svg' }) }),
      detail: operation({
        summary: "QR code of a link's short address (owner only)",
        tags: ['links'],
        idParam: true,
        ok: [200, 'The QR code: SVG, PNG, or a PNG data URL in JSON', 'binary'],
        errors: [400, 401, 404, 503],
      }),
    },
  )
}

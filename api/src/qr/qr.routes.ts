// GET /api/urls/{id}/qrcode?format=svg|png|data-url — owner only.
import { Elysia } from 'elysia'
import { errorCodes, messages, shortUrlOf, type QrFormat } from '../contracts'
import { AppError } from '../http/app-error'
import { actorOf } from '../http/request-context'
import { linkIdOf } from '../links/links.routes'
import { getOwnedLink, type LinkDeps } from '../links/links.service'
import { renderQr } from './qr.service'

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
    { detail: { summary: "QR code of a link's short address", tags: ['links'] } },
  )
}

// Behaviour of LinkNotFound.astro: the code comes from the path (/{code}, already answered 404 by the
// server) or from ?code= at /not-found (looked up here, then followed).
import { errorCodes } from '@contracts/error-codes'

/** The code, and whether the server already found no link for it (the page was served at /{code}). */
function codeFromLocation(): { code: string; answeredByServer: boolean } {
  const path = window.location.pathname.replace(/^\/+|\/+$/g, '')
  if (path && path !== 'not-found') return { code: decodeURIComponent(path.split('/')[0] ?? ''), answeredByServer: true }
  return { code: new URLSearchParams(window.location.search).get('code')?.trim() ?? '', answeredByServer: false }
}

export function resolveLinkNotFound(): void {
  const redirecting = document.querySelector<HTMLElement>('[data-redirecting]')!
  const notFound = document.querySelector<HTMLElement>('[data-link-not-found]')!
  const message = notFound.querySelector<HTMLElement>('[data-message]')!
  const { code, answeredByServer } = codeFromLocation()
  const showNotFound = () => {
    if (code) {
      message.textContent = (message.dataset.message ?? '').replace('%CODE%', () => code)
      notFound.querySelector('a[data-report-link]')?.setAttribute('href', `/report?code=${encodeURIComponent(code)}`)
    }
    document.title = message.dataset.title ?? document.title
    redirecting.hidden = true
    notFound.hidden = false
  }
  if (!code || answeredByServer) {
    showNotFound()
    return
  }
  notFound.hidden = true
  redirecting.hidden = false
  fetch(`/api/urls/by-code/${encodeURIComponent(code)}`, { headers: { accept: 'application/json' } })
    .then(async (res) => {
      const body = (await res.json().catch(() => null)) as { originalUrl?: string; code?: string } | null
      if (res.ok && body?.originalUrl) return window.location.replace(body.originalUrl)
      // Expired or password-protected: the short address itself shows the right page.
      if (body?.code === errorCodes.linkExpired || body?.code === errorCodes.linkPasswordRequired)
        return window.location.replace(`/${encodeURIComponent(code)}`)
      showNotFound()
    })
    .catch(showNotFound)
}

// The Link Not Found page (spec §2 "Redirect page", §4). Served by the server at /{code} when the code has
// no link it can follow: the server's answer (404) is the verdict, so the page says so at once, without a
// second lookup. At /not-found?code= (the spec's browser-side redirect) it resolves the code itself:
// 'Redirecting...' while GET /api/urls/by-code/{code} runs, then location.replace. 'Link Not Found' carries
// its message (a plainer one when there is no code) and 'Go to Homepage'; the document title reads
// 'Link Not Found' too.
import { useEffect, useState } from 'react'
import { messages, siteMessages } from '../../lib/copy'
import { AlertIcon } from '../../components/icons'
import { Button } from '../../components/ui/button'
import { Spinner } from '../../components/ui/spinner'
import { api, ApiError } from '../../lib/api-client'
import { errorCodes } from '../../lib/contracts-light'

const t = messages.redirect

/** The code, and whether the server already found no link for it (the page was served at /{code}). */
function codeFromLocation(): { code: string; answeredByServer: boolean } {
  const path = window.location.pathname.replace(/^\/+|\/+$/g, '')
  if (path && path !== 'not-found') return { code: decodeURIComponent(path.split('/')[0] ?? ''), answeredByServer: true }
  return { code: new URLSearchParams(window.location.search).get('code')?.trim() ?? '', answeredByServer: false }
}

export default function RedirectPage() {
  const [state, setState] = useState<{ status: 'loading' } | { status: 'notFound'; code: string }>({ status: 'loading' })

  useEffect(() => {
    const { code, answeredByServer } = codeFromLocation()
    let live = true
    const fail = () => {
      if (live) setState({ status: 'notFound', code })
    }
    if (!code || answeredByServer) return fail()
    api
      .get<{ originalUrl?: string }>(`/api/urls/by-code/${encodeURIComponent(code)}`)
      .then((body) => {
        if (body?.originalUrl) window.location.replace(body.originalUrl)
        else fail()
      })
      .catch((error: unknown) => {
        // Expired or password-protected (issue 15): the short address itself shows the right page.
        const reason = error instanceof ApiError ? error.code : ''
        if (reason === errorCodes.linkExpired || reason === errorCodes.linkPasswordRequired) window.location.replace(`/${encodeURIComponent(code)}`)
        else fail()
      })
    return () => {
      live = false
    }
  }, [])

  useEffect(() => {
    if (state.status === 'notFound') document.title = `${t.notFoundTitle} · ${messages.site.productName}`
  }, [state.status])

  if (state.status === 'loading') {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <Spinner className="h-10 w-10" label={t.redirecting} />
        <h1 className="text-xl font-semibold">{t.redirecting}</h1>
      </div>
    )
  }
  return (
    <div className="w-full max-w-md rounded-lg border border-border bg-surface p-8 text-center shadow-sm">
      <AlertIcon className="mx-auto text-destructive" width={40} height={40} />
      <h1 className="mt-4 text-2xl font-bold">{t.notFoundTitle}</h1>
      <p className="mt-3 text-sm text-muted-foreground">{state.code ? t.notFoundMessage(state.code) : siteMessages.redirect.noCodeMessage}</p>
      <Button asChild className="mt-6">
        <a href="/">{t.goHome}</a>
      </Button>
    </div>
  )
}

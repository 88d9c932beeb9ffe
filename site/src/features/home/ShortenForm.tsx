// The home page shortener (spec §2 "Home page shortener", §5 home rules, §8 "Home shortener"):
// input → submitting → result (ShortenResult.tsx). Signed in: custom code on create, and auto codes made
// here with one retry on collision.
import { nanoid } from 'nanoid'
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react'
import { homeCustomCodeSchema, homeUrlSchema, limits, shortUrlOf, withScheme, type LinkDto } from '@contracts'
import type { CreatedLinkDto } from '@contracts/claim-schemas'
import { messages } from '../../lib/copy'
import { homeCopy } from '../../lib/home-copy'
import { useAuth } from '../auth'
import { loadRecentLinks } from '../recent-links'
import { attemptKeys } from '../../lib/idempotency'
import { errorToast, firstIssue } from './form-issues'
import { ShortenHints } from './ShortenHints'
import { ShortenResult } from './ShortenResult'
import { QrDialog } from './QrDialog'
import { qrPngDataUrl } from '../../lib/qr'
import { OriginPrefixedInput } from './OriginPrefixedInput'
import { Button } from '../../components/ui/button'
import { TextField } from '../../components/ui/field'
import { ApiError, api } from '../../lib/api-client'
import { usePublicOrigin } from '../../lib/use-public-origin'
import { toast } from '../../stores/toasts'

const t = homeCopy
const urlSchema = homeUrlSchema(t.exampleHost)
// "Your recent links" and its store load after first render, off the home page's JavaScript budget (decision 0047).
const RecentLinks = lazy(loadRecentLinks)
const recentQr = { Dialog: QrDialog, image: qrPngDataUrl }
const rememberAnonymous = (link: CreatedLinkDto, origin: string) =>
  loadRecentLinks().then((store) =>
    store.rememberLink({
      id: link.id,
      code: link.shortCode,
      shortUrl: shortUrlOf(origin, link.shortCode),
      target: link.originalUrl,
      created: link.createdAt,
      token: link.claimToken,
    }),
  )

export default function ShortenForm() {
  const auth = useAuth()
  const signedIn = auth.status === 'signedIn'
  const id = useId()
  const attempts = useRef(attemptKeys())
  const [url, setUrl] = useState('')
  const [customCode, setCustomCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [urlError, setUrlError] = useState<string>()
  const [codeError, setCodeError] = useState<string>()
  const [link, setLink] = useState<LinkDto | null>(null)
  const [remembered, setRemembered] = useState(0)

  const origin = usePublicOrigin()
  async function create(originalUrl: string, shortCode: string | undefined): Promise<CreatedLinkDto> {
    const body = shortCode ? { originalUrl, shortCode } : { originalUrl }
    const created = await api.post<CreatedLinkDto>('/api/urls', body, { 'idempotency-key': attempts.current.keyFor(body) })
    attempts.current.settled()
    return created
  }

  async function onShorten(event: FormEvent) {
    event.preventDefault()
    const urlIssue = firstIssue(urlSchema.safeParse(url))
    const codeIssue = signedIn ? firstIssue(homeCustomCodeSchema.safeParse(customCode)) : undefined
    setUrlError(urlIssue)
    setCodeError(codeIssue)
    if (urlIssue || codeIssue) return
    const originalUrl = withScheme(url)
    const custom = signedIn ? customCode.trim() : ''
    setBusy(true)
    try {
      let created: CreatedLinkDto
      if (!signedIn) created = await create(originalUrl, undefined)
      else if (custom) created = await create(originalUrl, custom)
      else created = await createWithRandomCode(originalUrl)
      if (created.claimToken) void rememberAnonymous(created, origin).then(() => setRemembered((n) => n + 1))
      const { claimToken: _token, ...shown } = created
      setLink(shown)
      toast(messages.toast.createOk)
    } catch (error) {
      if (error instanceof ApiError && error.isCodeTaken && custom) setCodeError(messages.shortCode.taken)
      else if (error instanceof UniqueCodeError) toast({ title: messages.toast.homeUniqueFail, variant: 'destructive' })
      else toast(errorToast(error, messages.toast.homeCreateFail))
    } finally {
      setBusy(false)
    }
  }

  /** Spec §8: an auto-generated code that collides is retried once with a new random code. */
  async function createWithRandomCode(originalUrl: string): Promise<CreatedLinkDto> {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        return await create(originalUrl, nanoid(limits.randomCodeLength))
      } catch (error) {
        if (!(error instanceof ApiError && error.isCodeTaken)) throw error
      }
    }
    throw new UniqueCodeError()
  }

  function onNewUrl() {
    setLink(null)
    setUrl('')
    setCustomCode('')
    setUrlError(undefined)
    setCodeError(undefined)
  }

  const recent =
    auth.status === 'loading' ? null : (
      <Suspense fallback={null}>
        <RecentLinks signedIn={signedIn} version={remembered} qr={recentQr} />
      </Suspense>
    )
  if (link) {
    return (
      <>
        <ShortenResult key={link.id} link={link} signedIn={signedIn} origin={origin} onChanged={setLink} onNewUrl={onNewUrl} />
        {recent}
      </>
    )
  }

  return (
    <>
      <form className="grid gap-4" onSubmit={onShorten} noValidate>
        <TextField
          label={t.urlLabel}
          error={urlError}
          type="url"
          inputMode="url"
          placeholder={t.urlPlaceholder}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          disabled={busy}
          autoComplete="off"
        />
        {signedIn ? (
          <OriginPrefixedInput
            id={`${id}-code`}
            label={t.customCodeLabel}
            origin={origin}
            placeholder={t.customCodePlaceholder}
            value={customCode}
            error={codeError}
            disabled={busy}
            onChange={(e) => setCustomCode(e.target.value)}
          />
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="lg" disabled={busy || url.trim() === ''}>
            {busy ? t.shortening : t.shorten}
          </Button>
          {signedIn ? (
            <Button asChild variant="outline" size="lg">
              <a href="/app/dashboard">{t.myLinks}</a>
            </Button>
          ) : null}
        </div>
        {auth.status === 'signedOut' ? <ShortenHints /> : null}
      </form>
      {recent}
    </>
  )
}

class UniqueCodeError extends Error {}

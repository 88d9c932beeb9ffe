// The home page shortener (spec §2 "Home page shortener", §5 home rules, §8 "Home shortener").
// input → submitting → result (read-only short URL, copy, QR, New URL). Signed in: custom code on create,
// auto codes made here with one retry on collision, and an in-place code edit (PATCH) that redraws the QR live.
import { nanoid } from 'nanoid'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import {
  homeCodeEditSchema,
  homeCustomCodeSchema,
  homeUrlSchema,
  limits,
  messages,
  shortUrlOf,
  timing,
  withScheme,
  type LinkDto,
  type PublicConfigDto,
} from '@contracts'
import { useAuth } from '../auth/use-auth'
import { attemptKeys } from '../../lib/idempotency'
import { ShortenHints } from './ShortenHints'
import { OriginPrefixedInput } from './OriginPrefixedInput'
import { QrDialog } from './QrDialog'
import { CheckIcon, CopyIcon, QrIcon } from '../../components/icons'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { ApiError, api } from '../../lib/api-client'
import { copyText } from '../../lib/clipboard'
import { getConfig, publicOriginOf } from '../../lib/config'
import { qrPngDataUrl } from '../../lib/qr'
import { toast } from '../../stores/toasts'

const t = messages.site.home
const urlSchema = homeUrlSchema(t.exampleHost)

function firstIssue(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message
}

function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}

export default function ShortenForm() {
  const auth = useAuth()
  const signedIn = auth.status === 'signedIn'
  const id = useId()
  const attempts = useRef(attemptKeys())
  const [config, setConfig] = useState<PublicConfigDto | null>(null)
  const [url, setUrl] = useState('')
  const [customCode, setCustomCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [urlError, setUrlError] = useState<string>()
  const [codeError, setCodeError] = useState<string>()
  const [link, setLink] = useState<LinkDto | null>(null)
  const [editCode, setEditCode] = useState('')
  const [editError, setEditError] = useState<string>()
  const [updating, setUpdating] = useState(false)
  const [copied, setCopied] = useState(false)
  const [qrOpen, setQrOpen] = useState(false)
  const [qrImage, setQrImage] = useState<string | null>(null)

  useEffect(() => {
    getConfig().then(setConfig).catch(() => undefined)
  }, [])

  const origin = publicOriginOf(config)
  const savedShortUrl = link ? shortUrlOf(origin, link.shortCode) : ''
  const liveShortUrl = link ? shortUrlOf(origin, (signedIn ? editCode : link.shortCode).trim() || link.shortCode) : ''

  // The QR image follows the code being edited (spec §2); cleared by New URL.
  useEffect(() => {
    if (!link) return setQrImage(null)
    let live = true
    qrPngDataUrl(liveShortUrl)
      .then((img) => live && setQrImage(img))
      .catch((error) => console.warn('QR generation failed', error)) // only logged (spec §8)
    return () => {
      live = false
    }
  }, [link, liveShortUrl])

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), timing.copiedResetMs)
    return () => clearTimeout(timer)
  }, [copied])

  async function create(originalUrl: string, shortCode: string | undefined): Promise<LinkDto> {
    const body = shortCode ? { originalUrl, shortCode } : { originalUrl }
    const created = await api.post<LinkDto>('/api/urls', body, { 'idempotency-key': attempts.current.keyFor(body) })
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
      let created: LinkDto
      if (!signedIn) created = await create(originalUrl, undefined)
      else if (custom) created = await create(originalUrl, custom)
      else created = await createWithRandomCode(originalUrl)
      setLink(created)
      setEditCode(created.shortCode)
      setEditError(undefined)
      toast(messages.toast.createOk)
    } catch (error) {
      if (error instanceof ApiError && error.isCodeTaken && custom) setCodeError(messages.shortCode.taken)
      else if (error instanceof UniqueCodeError) toast({ title: messages.toast.homeUniqueFail, variant: 'destructive' })
      else toast({ title: messages.toast.homeError.title, description: errorText(error, messages.toast.homeCreateFail), variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  /** Spec §8: an auto-generated code that collides is retried once with a new random code. */
  async function createWithRandomCode(originalUrl: string): Promise<LinkDto> {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        return await create(originalUrl, nanoid(limits.randomCodeLength))
      } catch (error) {
        if (!(error instanceof ApiError && error.isCodeTaken)) throw error
      }
    }
    throw new UniqueCodeError()
  }

  async function onUpdateCode(event: FormEvent) {
    event.preventDefault()
    if (!link) return
    const issue = firstIssue(homeCodeEditSchema.safeParse(editCode))
    setEditError(issue)
    if (issue) return
    const shortCode = editCode.trim()
    if (shortCode === link.shortCode) return
    setUpdating(true)
    try {
      const updated = await api.patch<LinkDto>(`/api/urls/${link.id}`, { shortCode })
      setLink(updated)
      setEditCode(updated.shortCode)
      toast(messages.toast.updateOk)
    } catch (error) {
      if (error instanceof ApiError && error.isCodeTaken) setEditError(messages.shortCode.taken)
      else toast({ title: messages.toast.homeError.title, description: errorText(error, messages.toast.homeUpdateFail), variant: 'destructive' })
    } finally {
      setUpdating(false)
    }
  }

  async function onCopy() {
    if (await copyText(savedShortUrl)) {
      setCopied(true)
      toast(messages.toast.copiedHome)
    } else {
      toast({ ...messages.toast.copyFail, variant: 'destructive' })
    }
  }

  function onNewUrl() {
    setLink(null)
    setUrl('')
    setCustomCode('')
    setEditCode('')
    setUrlError(undefined)
    setCodeError(undefined)
    setEditError(undefined)
    setQrImage(null)
    setQrOpen(false)
  }

  if (link) {
    return (
      <div className="grid gap-4" data-testid="shorten-result">
        {signedIn ? (
          <form onSubmit={onUpdateCode} noValidate>
            <OriginPrefixedInput
              id={`${id}-edit`}
              label={t.codeLabel}
              origin={origin}
              value={editCode}
              error={editError}
              disabled={updating}
              onChange={(e) => setEditCode(e.target.value)}
              after={
                <Button type="submit" variant="secondary" disabled={updating}>
                  {updating ? t.updating : t.update}
                </Button>
              }
            />
          </form>
        ) : null}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-result`}>{t.resultLabel}</Label>
          <div className="flex gap-2">
            <Input id={`${id}-result`} readOnly value={savedShortUrl} onFocus={(e) => e.currentTarget.select()} />
            <Button variant="outline" size="icon" aria-label={t.copy} title={t.copy} onClick={onCopy}>
              {copied ? <CheckIcon className="text-green-700" /> : <CopyIcon />}
            </Button>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setQrOpen(true)}>
            <QrIcon /> {t.showQr}
          </Button>
          <Button onClick={onNewUrl}>{t.newUrl}</Button>
          {signedIn ? (
            <Button asChild variant="ghost">
              <a href="/app/dashboard">{t.myLinks}</a>
            </Button>
          ) : null}
        </div>
        <QrDialog open={qrOpen} onOpenChange={setQrOpen} shortUrl={liveShortUrl} shortCode={(signedIn ? editCode.trim() : '') || link.shortCode} image={qrImage} />
      </div>
    )
  }

  return (
    <form className="grid gap-4" onSubmit={onShorten} noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-url`}>{t.urlLabel}</Label>
        <Input
          id={`${id}-url`}
          type="url"
          inputMode="url"
          placeholder={t.urlPlaceholder}
          value={url}
          invalid={Boolean(urlError)}
          aria-describedby={urlError ? `${id}-url-error` : undefined}
          onChange={(e) => setUrl(e.target.value)}
          disabled={busy}
          autoComplete="off"
        />
        {urlError ? <p id={`${id}-url-error`} role="alert" className="text-sm text-destructive">{urlError}</p> : null}
      </div>
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
  )
}

class UniqueCodeError extends Error {}

// The home page shortener (spec §2 "Home page shortener", §5 home rules, §8 "Home shortener"):
// input → submitting → result (ShortenResult.tsx). Signed in: custom code on create, and auto codes made
// here with one retry on collision.
import { nanoid } from 'nanoid'
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { homeCustomCodeSchema, homeUrlSchema, limits, withScheme, type LinkDto, type PublicConfigDto } from '@contracts'
import { messages } from '../../lib/copy'
import { useAuth } from '../auth/use-auth'
import { attemptKeys } from '../../lib/idempotency'
import { errorText, firstIssue } from './form-issues'
import { ShortenHints } from './ShortenHints'
import { ShortenResult } from './ShortenResult'
import { OriginPrefixedInput } from './OriginPrefixedInput'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { ApiError, api } from '../../lib/api-client'
import { getConfig, publicOriginOf } from '../../lib/config'
import { toast } from '../../stores/toasts'

const t = messages.site.home
const urlSchema = homeUrlSchema(t.exampleHost)


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

  useEffect(() => {
    getConfig().then(setConfig).catch(() => undefined)
  }, [])

  const origin = publicOriginOf(config)
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

  function onNewUrl() {
    setLink(null)
    setUrl('')
    setCustomCode('')
    setUrlError(undefined)
    setCodeError(undefined)
  }

  if (link) return <ShortenResult key={link.id} link={link} signedIn={signedIn} origin={origin} onChanged={setLink} onNewUrl={onNewUrl} />

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

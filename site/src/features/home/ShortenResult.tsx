// The home shortener's result (spec §2, §8): the read-only short URL with copy, the QR code, New URL, and
// for signed-in users an in-place code edit (PATCH) that redraws the QR live. Mounted once per new link.
import { useEffect, useId, useState, type FormEvent } from 'react'
import { homeCodeEditSchema, shortUrlOf, timing, type LinkDto } from '@contracts'
import { messages } from '../../lib/copy'
import { homeCopy } from '../../lib/home-copy'
import { OriginPrefixedInput } from './OriginPrefixedInput'
import { QrDialog } from './QrDialog'
import { errorToast, firstIssue } from './form-issues'
import { CheckIcon, CopyIcon, QrIcon } from '../../components/icons'
import { Button } from '../../components/ui/button'
import { Input } from '../../components/ui/input'
import { Label } from '../../components/ui/label'
import { ApiError, api } from '../../lib/api-client'
import { copyText } from '../../lib/clipboard'
import { qrPngDataUrl } from '../../lib/qr'
import { toast } from '../../stores/toasts'

const t = homeCopy

export interface ShortenResultProps {
  link: LinkDto
  signedIn: boolean
  origin: string
  onChanged(link: LinkDto): void
  onNewUrl(): void
}

export function ShortenResult({ link, signedIn, origin, onChanged, onNewUrl }: ShortenResultProps) {
  const id = useId()
  const [editCode, setEditCode] = useState(link.shortCode)
  const [editError, setEditError] = useState<string>()
  const [updating, setUpdating] = useState(false)
  const [copied, setCopied] = useState(false)
  const [qrOpen, setQrOpen] = useState(false)
  const [qrImage, setQrImage] = useState<string | null>(null)

  const savedShortUrl = shortUrlOf(origin, link.shortCode)
  const liveShortUrl = shortUrlOf(origin, (signedIn ? editCode : link.shortCode).trim() || link.shortCode)

  // The QR image follows the code being edited (spec §2).
  useEffect(() => {
    let live = true
    qrPngDataUrl(liveShortUrl)
      .then((img) => live && setQrImage(img))
      .catch((error) => console.warn('QR generation failed', error)) // only logged (spec §8)
    return () => {
      live = false
    }
  }, [liveShortUrl])

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), timing.copiedResetMs)
    return () => clearTimeout(timer)
  }, [copied])

  async function onUpdateCode(event: FormEvent) {
    event.preventDefault()
    const issue = firstIssue(homeCodeEditSchema.safeParse(editCode))
    setEditError(issue)
    if (issue) return
    const shortCode = editCode.trim()
    if (shortCode === link.shortCode) return
    setUpdating(true)
    try {
      const updated = await api.patch<LinkDto>(`/api/urls/${link.id}`, { shortCode })
      onChanged(updated)
      setEditCode(updated.shortCode)
      toast(messages.toast.updateOk)
    } catch (error) {
      if (error instanceof ApiError && error.isCodeTaken) setEditError(messages.shortCode.taken)
      else toast(errorToast(error, messages.toast.homeUpdateFail))
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
            {copied ? <CheckIcon className="text-success" /> : <CopyIcon />}
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
      <QrDialog
        open={qrOpen}
        onOpenChange={setQrOpen}
        shortUrl={liveShortUrl}
        shortCode={(signedIn ? editCode.trim() : '') || link.shortCode}
        image={qrImage}
      />
    </div>
  )
}

// The home page's shortener script (decision 0050). It first keeps one of the page's two shorteners: this
// plain one for a visitor, or the React island (`client:signed-in`) in a browser with a stored session. For
// a visitor it validates with the contracts' URL rule and messages (url-rules.ts, no zod), creates the link
// (one Idempotency-Key per attempt), remembers it in "Your recent links", shows the result and toasts as the
// spec says; an error toasts 'Error' with the API's own message, except too many requests, which says how long to wait.
import { checkTargetUrl, homeUrlMessage } from '@contracts/url-rules'
import { shortUrlOf } from '@contracts/short-url'
import type { CreatedLinkDto } from '@contracts/claim-schemas'
import { messages } from '../../lib/copy'
import { homeCopy } from '../../lib/home-copy'
import { api } from '../../lib/api-client'
import { copyText } from '../../lib/clipboard'
import { markFieldError } from '../../lib/field-error'
import { publicOrigin } from '../../lib/page-settings'
import { attemptKeys } from '../../lib/idempotency'
import { toast } from '../../stores/toasts'
import { rememberLink } from '../recent-links'
import { errorToast } from '../home'
import { cloneTemplate, part } from './dom'
import { qrDialog } from './qr-dialog'
import { recentList } from './recent-list'
import { shortenResult } from './shorten-result'

const t = homeCopy

function keepOneShortener(): HTMLElement | null {
  const shortener = document.querySelector<HTMLElement>('[data-shortener]')
  if (!shortener) return null
  const signedIn = document.documentElement.dataset.session === 'in'
  shortener.querySelector(`[data-part="${signedIn ? 'visitor' : 'signed-in'}"]`)?.remove()
  shortener.dataset.chosen = ''
  return signedIn ? null : part<HTMLElement>(shortener, '[data-visitor-shortener]')
}

async function copy(url: string): Promise<boolean> {
  const ok = await copyText(url)
  toast(ok ? messages.toast.copiedHome : { ...messages.toast.copyFail, variant: 'destructive' })
  return ok
}

function wire(root: HTMLElement): void {
  const form = part<HTMLFormElement>(root, '[data-shorten-form]')
  const fieldset = part<HTMLFieldSetElement>(form, 'fieldset')
  const input = part<HTMLInputElement>(form, '#shorten-url')
  const submit = part<HTMLButtonElement>(form, 'button[type="submit"]')
  const error = cloneTemplate(root, '[data-url-error]')
  const attempts = attemptKeys()
  const qr = qrDialog(root)
  const recent = recentList(root, qr, copy)
  const result = shortenResult(root, form, qr, copy, () => {
    input.value = ''
    showError(undefined)
    submit.disabled = true
  })
  let busy = false

  function showError(message: string | undefined): void {
    markFieldError(input, error, message)
    if (message) input.parentElement!.append(error)
    else error.remove()
  }

  function setBusy(on: boolean): void {
    busy = on
    input.disabled = on
    submit.disabled = on || input.value.trim() === ''
    submit.textContent = on ? t.shortening : t.shorten
  }

  input.addEventListener('input', () => (submit.disabled = busy || input.value.trim() === ''))
  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    const checked = checkTargetUrl(input.value)
    showError(checked.ok ? undefined : homeUrlMessage(checked.problem, t.exampleHost))
    if (!checked.ok || busy) return
    setBusy(true)
    try {
      const body = { originalUrl: checked.url }
      const created = await api.post<CreatedLinkDto>('/api/urls', body, { 'idempotency-key': attempts.keyFor(body) })
      attempts.settled()
      const shortUrl = shortUrlOf(publicOrigin(), created.shortCode)
      if (created.claimToken) {
        rememberLink({ id: created.id, code: created.shortCode, shortUrl, target: created.originalUrl, created: created.createdAt, token: created.claimToken })
      }
      recent.render()
      result.show(shortUrl, created.shortCode)
      toast(messages.toast.createOk)
    } catch (failure) {
      toast(errorToast(failure, messages.toast.homeCreateFail))
    } finally {
      setBusy(false)
    }
  })
  fieldset.disabled = false // live: typed values are no longer lost to a page without its script
  submit.disabled = input.value.trim() === ''
}

const root = keepOneShortener()
if (root) wire(root)

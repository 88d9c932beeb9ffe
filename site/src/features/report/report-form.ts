// The report page's script: the short link (filled in from ?code=, its example in this server's own
// address) and a reason, posted to POST /api/reports, whose contract checks them (its messages are shown
// here). Nothing about the reporter is sent beyond what every request carries.
import { api } from '../../lib/api-client'
import { publicOrigin } from '../../lib/page-settings'
import { reportCopy as t } from './report-copy'

function wire(root: HTMLElement): void {
  const form = root.querySelector<HTMLFormElement>('[data-report-form]')!
  const fieldset = form.querySelector('fieldset')!
  const link = form.querySelector<HTMLInputElement>('#report-link')!
  const reason = form.querySelector<HTMLTextAreaElement>('#report-reason')!
  const error = form.querySelector<HTMLElement>('[data-error]')!
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')!
  const sent = root.querySelector<HTMLElement>('[data-sent]')!

  const origin = publicOrigin()
  if (origin) link.placeholder = t.linkPlaceholder.replace('https://snip.example', origin)
  link.value = new URLSearchParams(window.location.search).get('code') ?? ''

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    error.textContent = ''
    fieldset.disabled = true
    submit.textContent = t.submitting
    try {
      await api.post('/api/reports', { link: link.value, reason: reason.value })
      form.hidden = true
      sent.hidden = false
      sent.querySelector<HTMLElement>('[data-another]')?.focus()
    } catch (e) {
      error.textContent = e instanceof Error ? e.message : String(e)
    } finally {
      fieldset.disabled = false
      submit.textContent = t.submit
    }
  })

  sent.querySelector('[data-another]')?.addEventListener('click', () => {
    link.value = ''
    reason.value = ''
    sent.hidden = true
    form.hidden = false
    link.focus()
  })
  fieldset.disabled = false
}

const root = document.querySelector<HTMLElement>('[data-report]')
if (root) wire(root)

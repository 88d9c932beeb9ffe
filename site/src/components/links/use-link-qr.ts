// The row QR dialog's image (spec §2, §8): fetched lazily as SVG the first time the dialog opens for a link,
// then kept (per link and code) for the life of the page. 'You must be logged in to view QR codes' with no
// session; 'Failed to fetch QR code' on a failed request.
import { useEffect, useState } from 'react'
import { messages, type LinkDto } from '@contracts'
import { fetchQrBlob } from '../../lib/links-api'
import { currentIdentity } from '../../lib/supabase'

export type QrImageState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; src: string }

const cache = new Map<string, string>()
const pending = new Map<string, Promise<string>>()
const keyOf = (link: LinkDto) => `${link.id}:${link.shortCode}`

async function loadQr(link: LinkDto): Promise<string> {
  const identity = await currentIdentity().catch(() => null)
  if (!identity) throw new Error(messages.qr.loginRequired)
  let blob: Blob
  try {
    blob = await fetchQrBlob(link.id, 'svg')
  } catch {
    throw new Error(messages.qr.fetchFailed)
  }
  return URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'image/svg+xml' }))
}

export function useLinkQr(link: LinkDto | null): QrImageState {
  const [state, setState] = useState<QrImageState>({ status: 'loading' })
  useEffect(() => {
    if (!link) return
    const cached = cache.get(keyOf(link))
    if (cached) return setState({ status: 'ready', src: cached })
    let live = true
    setState({ status: 'loading' })
    const key = keyOf(link)
    let job = pending.get(key)
    if (!job) {
      job = loadQr(link)
      pending.set(key, job)
      job.then((src) => cache.set(key, src)).catch(() => undefined).finally(() => pending.delete(key))
    }
    job.then(
      (src) => live && setState({ status: 'ready', src }),
      (error: Error) => live && setState({ status: 'error', message: error.message }),
    )
    return () => {
      live = false
    }
  }, [link])
  return state
}

// The row QR dialog's image (spec §2, §8): fetched lazily as SVG the first time the dialog opens for a link,
// then kept (per link and code) for the life of the page. 'You must be logged in to view QR codes' with no
// session; 'Failed to fetch QR code' on a failed request. The state is per link: another link starts afresh.
import { useEffect, useState } from 'react'
import type { LinkDto } from '@contracts'
import { qrMessages } from './qr-copy'
import { fetchQrBlob } from './qr-api'
import { currentIdentity } from '../../lib/stored-session'

export type QrImageState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; src: string }

const cache = new Map<string, string>()
const pending = new Map<string, Promise<string>>()
const keyOf = (link: LinkDto) => `${link.id}:${link.shortCode}`

async function loadQr(link: LinkDto): Promise<string> {
  const identity = await currentIdentity().catch(() => null)
  if (!identity) throw new Error(qrMessages.loginRequired)
  let blob: Blob
  try {
    blob = await fetchQrBlob(link.id, 'svg')
  } catch {
    throw new Error(qrMessages.fetchFailed)
  }
  return URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'image/svg+xml' }))
}

const LOADING: QrImageState = { status: 'loading' }

/** The hook's state, tagged with the link (id and code) it belongs to. */
export type StoredQrState = { key: string; state: QrImageState } | null

/**
 * What the dialog shows for `link`: the stored state only if it belongs to this link, else the cached image,
 * else loading. So opening B's QR code after A's never renders A's image, not even for one render.
 */
export function qrStateFor(link: LinkDto | null, stored: StoredQrState): QrImageState {
  if (!link) return LOADING
  const key = keyOf(link)
  if (stored?.key === key) return stored.state
  const cached = cache.get(key)
  return cached ? { status: 'ready', src: cached } : LOADING
}

export function useLinkQr(link: LinkDto | null): QrImageState {
  const [stored, setStored] = useState<StoredQrState>(null)
  useEffect(() => {
    if (!link) return
    const key = keyOf(link)
    if (cache.has(key)) return setStored(null) // shown from the cache by qrStateFor
    let live = true
    setStored({ key, state: LOADING })
    let job = pending.get(key)
    if (!job) {
      job = loadQr(link)
      pending.set(key, job)
      job
        .then((src) => cache.set(key, src))
        .catch(() => undefined)
        .finally(() => pending.delete(key))
    }
    job.then(
      (src) => live && setStored({ key, state: { status: 'ready', src } }),
      (error: Error) => live && setStored({ key, state: { status: 'error', message: error.message } }),
    )
    return () => {
      live = false
    }
  }, [link])
  return qrStateFor(link, stored)
}

// The QR dialog's live preview of a changed style (docs/decisions/0045): the API's SVG for the same query the
// downloads use, requested 300 ms after the last change. Keeps the last image while the next one loads.
import { useEffect, useState } from 'react'
import { qrMessages } from './qr-copy'
import { fetchQrBlob } from './qr-api'
import type { QrImageState } from './use-link-qr'

const DEBOUNCE_MS = 300

export interface StyledQr {
  /** The preview of the latest query that answered (null before the first). */
  state: QrImageState | null
  /** A request for a newer query is on its way. */
  updating: boolean
}

export function useStyledQr(linkId: number, query: string): StyledQr {
  const [shown, setShown] = useState<{ query: string; state: QrImageState } | null>(null)
  useEffect(() => {
    if (!query) return
    let live = true
    const timer = setTimeout(() => {
      fetchQrBlob(linkId, 'svg', query).then(
        (blob) =>
          live && setShown({ query, state: { status: 'ready', src: URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'image/svg+xml' })) } }),
        () => live && setShown({ query, state: { status: 'error', message: qrMessages.fetchFailed } }),
      )
    }, DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [linkId, query])
  // Each image is let go when the next replaces it or the dialog closes.
  useEffect(() => {
    const src = shown?.state.status === 'ready' ? shown.state.src : null
    return () => {
      if (src) URL.revokeObjectURL(src)
    }
  }, [shown])
  return { state: shown?.state ?? null, updating: query !== '' && shown?.query !== query }
}

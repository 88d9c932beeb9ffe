// Worker thread of dimension-deriver.ts: derives country, device, browser, OS and referrer host for a batch
// of raw clicks and answers only the counts. The raw values exist here only for the length of one message.
import { deriveDimensions } from './dimensions'
import type { RawClick } from './click-details'

declare const self: Worker

self.onmessage = async (event: MessageEvent<{ seq: number; clicks: RawClick[] }>) => {
  const { seq, clicks } = event.data
  const counts = await deriveDimensions(clicks)
  self.postMessage({ seq, entries: [...counts] })
}

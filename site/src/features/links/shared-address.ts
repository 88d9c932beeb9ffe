// An address brought from elsewhere (docs/decisions/0089): /app/dashboard?url=… from the bookmarklet, ?text=…
// from a phone's share sheet (Android often puts the address there, among other words); the shared title is
// not used. Only a web address (http or https) opens the Add New Link dialog, filled in: nothing is created
// until the person presses Create Link. The parameters leave the address once read, so a reload opens nothing.
const SHARED_PARAMS = ['url', 'text', 'title']
const ADDRESS_IN_TEXT = /https?:\/\/[^\s<>"]+/i

/** `value` when it is a web address (http or https), else null. */
function webAddress(value: string | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? value : null
  } catch {
    return null
  }
}

/** The web address a search (`?url=…&text=…`) brings: `url` when it is one, else the first one in `text`. */
export function sharedAddress(search: string): string | null {
  const params = new URLSearchParams(search)
  const url = params.get('url')?.trim()
  if (url && /^https?:\/\//i.test(url)) return webAddress(url)
  // Sentence punctuation after an address in a text is not part of it ("…see https://a.example/b.").
  return webAddress(
    params
      .get('text')
      ?.match(ADDRESS_IN_TEXT)?.[0]
      .replace(/[.,;:!?)\]'’]+$/, ''),
  )
}

/** `search` without the shared parameters. */
export function withoutShared(search: string): string {
  const params = new URLSearchParams(search)
  for (const name of SHARED_PARAMS) params.delete(name)
  return params.size ? `?${params}` : ''
}

/** Reads the shared address from this page's address and takes the parameters out of it. */
export function takeSharedAddress(): string | null {
  const { pathname, search, hash } = window.location
  const address = sharedAddress(search)
  const rest = withoutShared(search)
  if (rest !== search) window.history.replaceState(window.history.state, '', `${pathname}${rest}${hash}`)
  return address
}

/**
 * The dashboard's step (loaded only for an address with a query): takes the shared address
 * and, for someone who may add links, opens Add New Link with it.
 */
export function openShared(canEdit: boolean, open: (editing: { open: true; link: null; address: string }) => void): void {
  const address = takeSharedAddress()
  if (address && canEdit) open({ open: true, link: null, address })
}

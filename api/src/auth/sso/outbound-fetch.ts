// The only way Snip talks to an OpenID Connect provider: every request times out after 10 s, follows no
// redirect, and goes only to the issuer's own host or to a public address. The issuer is the operator's
// choice (it may be on localhost or the LAN); the endpoints its discovery document names are not trusted
// that far: a provider's document must not make Snip call into the private network (docs/decisions/0084).
import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import type { CustomFetch } from 'openid-client'

export const OUTBOUND_TIMEOUT_MS = 10_000

/** Raised for an endpoint the rule refuses: its message names the host, never a query or a token. */
export class BlockedEndpointError extends Error {
  constructor(host: string) {
    super(`endpoint host ${host} is neither the issuer's host nor a public address`)
    this.name = 'BlockedEndpointError'
  }
}

const V4_PRIVATE: [number, number][] = [
  [0x00000000, 8], // 0.0.0.0/8
  [0x0a000000, 8], // 10/8
  [0x64400000, 10], // 100.64/10 (carrier-grade NAT)
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local (cloud metadata)
  [0xac100000, 12], // 172.16/12
  [0xc0000000, 24], // 192.0.0/24
  [0xc0a80000, 16], // 192.168/16
  [0xc6120000, 15], // 198.18/15
  [0xe0000000, 3], // multicast and reserved
]

function v4Number(address: string): number {
  return address.split('.').reduce((n, part) => n * 256 + Number(part), 0)
}

/** True for an address that is not reachable from the Internet at large (loopback, private, link-local, reserved). */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 4) {
    const n = v4Number(address)
    return V4_PRIVATE.some(([base, bits]) => n >>> (32 - bits) === base >>> (32 - bits))
  }
  const a = address.toLowerCase().replace(/^\[|\]$/g, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(a)
  if (mapped) return isPrivateAddress(mapped[1]!)
  return a === '::' || a === '::1' || /^f[cd]/.test(a) || /^fe[89ab]/.test(a) || /^ff/.test(a)
}

/** Throws BlockedEndpointError unless `url` is on the issuer's host or every address of its host is public. */
export async function checkEndpoint(issuer: string, url: URL): Promise<void> {
  if (url.host === new URL(issuer).host) return
  const host = url.hostname.replace(/^\[|\]$/g, '')
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address)
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) throw new BlockedEndpointError(url.hostname)
}

/** A fetch for openid-client's `customFetch`, bound to one provider's issuer. */
export function outboundFetch(issuer: string): CustomFetch {
  return async (input, options) => {
    const url = new URL(input)
    await checkEndpoint(issuer, url)
    const timeout = AbortSignal.timeout(OUTBOUND_TIMEOUT_MS)
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
    return fetch(url, { method: options.method, headers: options.headers, body: options.body as BodyInit | undefined, signal, redirect: 'manual' })
  }
}

// The guard for requests Snip makes on a user's behalf (webhooks now; OIDC discovery and DNS checks may use
// it later): a URL someone typed must not reach this machine, its private network or a cloud's metadata
// service. The rule is an allow-list: an address is public only when ipaddr.js calls it ordinary unicast
// (IPv6 also inside 2000::/3, the global unicast block), so a range nobody thought of is refused, not let in.
// An IPv4 address inside IPv6 (mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96) is judged as that IPv4 address.
import { Resolver } from 'node:dns/promises'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

/** Why an address is not public, in ipaddr.js's words ('loopback', 'private', 'linkLocal', …). */
export function addressRange(ip: string): string {
  if (!ipaddr.isValid(ip) || !isIP(ip.replace(/%.*$/, ''))) return 'invalid'
  const parsed = ipaddr.parse(ip)
  if (parsed.kind() === 'ipv4') return parsed.range()
  const v6 = parsed as ipaddr.IPv6
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().range()
  const range = v6.range()
  // The well-known NAT64 prefix carries an IPv4 address in its last 32 bits: an IPv6-only host reaches
  // IPv4 sites through it, so it is allowed exactly when the address it carries is.
  if (range === 'rfc6052' && v6.match(ipaddr.parseCIDR('64:ff9b::/96'))) {
    const [a, b] = v6.parts.slice(6) as [number, number]
    return ipaddr.fromByteArray([a >> 8, a & 255, b >> 8, b & 255]).range()
  }
  if (range === 'unicast' && !v6.match(ipaddr.parseCIDR('2000::/3'))) return 'reserved'
  return range
}

/** Whether a request may go to `ip`: loopback, private, link-local (the metadata 169.254.169.254), CGNAT,
 *  unspecified (0.0.0.0/8, ::), multicast, broadcast, documentation and reserved ranges all answer false. */
export const isPublicAddress = (ip: string): boolean => addressRange(ip) === 'unicast'

export class OutgoingRefused extends Error {
  constructor(
    /** 'not-public' (an address in a refused range), 'unresolved' (no address, or no answer in time). */
    readonly reason: 'not-public' | 'unresolved',
    message: string,
    /** For 'not-public': the kind of range refused, in ipaddr.js's words ('loopback', 'private', 'linkLocal', …). */
    readonly range?: string,
  ) {
    super(message)
    this.name = 'OutgoingRefused'
  }
}

/** The two lookups the guard makes; node:dns's Resolver is one. */
export interface AddressResolver {
  resolve4(host: string): Promise<string[]>
  resolve6(host: string): Promise<string[]>
  cancel?(): void
}

/** A resolver asking `servers` (`ip` or `ip:port`), or the system's when none are given. */
export function dnsResolver(servers: readonly string[] = [], timeoutMs = 2000): AddressResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 2 })
  if (servers.length) resolver.setServers([...servers])
  return resolver
}

export interface ResolveOptions {
  /** The admin's setting that lets requests reach private and loopback addresses (a lab, a test). */
  allowPrivate: boolean
  resolver?: AddressResolver
  /** The lookups' own deadline, whatever the resolver's retries add up to. */
  timeoutMs?: number
}

/**
 * The addresses `host` (a name or an IP literal, IPv6 without brackets) may be reached at. Refuses, with
 * OutgoingRefused, when ANY of its A or AAAA addresses is not public (one private answer among public
 * ones is how DNS rebinding hides), when it has none, or when the lookups outlast the deadline. The
 * caller connects to one of the returned addresses, never resolving the name again.
 */
export async function resolvePublic(host: string, options: ResolveOptions): Promise<string[]> {
  const bare = host.replace(/^\[(.*)\]$/, '$1')
  const addresses = isIP(bare) ? [bare] : await lookUp(bare, options)
  if (!addresses.length) throw new OutgoingRefused('unresolved', 'The host has no address')
  if (!options.allowPrivate) {
    const refused = addresses.map(addressRange).find((range) => range !== 'unicast')
    // The message names the kind of range, never the address.
    if (refused) throw new OutgoingRefused('not-public', `The host resolves to a ${refused} address, which outgoing requests may not reach`, refused)
  }
  return addresses
}

async function lookUp(host: string, { resolver = dnsResolver(), timeoutMs = 3000 }: ResolveOptions): Promise<string[]> {
  const absent = (error: { code?: string }) => {
    if (error?.code === 'ENOTFOUND' || error?.code === 'ENODATA') return [] as string[]
    throw error
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, refuse) => {
    timer = setTimeout(() => {
      resolver.cancel?.()
      refuse(new OutgoingRefused('unresolved', 'The host did not resolve in time'))
    }, timeoutMs)
  })
  try {
    const found = await Promise.race([Promise.all([resolver.resolve4(host).catch(absent), resolver.resolve6(host).catch(absent)]), deadline])
    return found.flat()
  } catch (error) {
    if (error instanceof OutgoingRefused) throw error
    throw new OutgoingRefused('unresolved', 'The host could not be resolved')
  } finally {
    clearTimeout(timer)
  }
}

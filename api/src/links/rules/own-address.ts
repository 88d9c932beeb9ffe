// Whether a target URL names this very server: a link to it would redirect to itself forever. Addresses
// are compared in canonical form (the WHATWG parser has already turned 2130706433 or 0x7f.1 into
// 127.0.0.1), so every spelling of a loopback or local address counts, not only the usual ones.
import { isIPv4, isIPv6 } from 'node:net'
import { networkInterfaces } from 'node:os'

/** Host names that always mean this machine (RFC 6761 reserves localhost and *.localhost; Debian adds the rest). */
const LOCAL_NAMES = new Set(['localhost', 'localhost.localdomain', 'ip6-localhost', 'ip6-loopback'])

/** The host without brackets, trailing dot or case: what two spellings of one host have in common. */
export function canonicalHost(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '')
    .toLowerCase()
}

/** The eight 16-bit groups of an IPv6 address as the URL parser writes it (hex groups, maybe one "::"). */
function ipv6Groups(address: string): number[] {
  const [head, tail] = address.includes('::') ? address.split('::') : [address, undefined]
  const part = (s: string | undefined) => (s ? s.split(':').map((g) => parseInt(g, 16)) : [])
  const front = part(head)
  const back = part(tail)
  return [...front, ...Array(8 - front.length - back.length).fill(0), ...back]
}

/** The IPv4 address an IPv6 address carries (mapped ::ffff:a.b.c.d, translated ::ffff:0:a.b.c.d, compatible ::a.b.c.d). */
function embeddedIpv4(groups: number[]): string | null {
  const zeros = (n: number) => groups.slice(0, n).every((g) => g === 0)
  const mapped = zeros(5) && groups[5] === 0xffff
  const translated = zeros(4) && groups[4] === 0xffff && groups[5] === 0
  const compatible = zeros(6) && (groups[6] !== 0 || groups[7] > 1)
  if (!mapped && !translated && !compatible) return null
  return [groups[6] >> 8, groups[6] & 0xff, groups[7] >> 8, groups[7] & 0xff].join('.')
}

/** The address in one canonical text form: IPv4 for anything that carries IPv4, else the full IPv6 groups. */
function canonicalIp(host: string): string | null {
  if (isIPv4(host)) return host
  if (!isIPv6(host)) return null
  const groups = ipv6Groups(host)
  return embeddedIpv4(groups) ?? groups.map((g) => g.toString(16)).join(':')
}

const ANY_OR_LOOPBACK_V6 = new Set(['0:0:0:0:0:0:0:0', '0:0:0:0:0:0:0:1'])

/** Whether the host is this machine: a loopback or unspecified address, a local name, or an interface's address. */
export function isThisMachine(host: string): boolean {
  if (LOCAL_NAMES.has(host) || host.endsWith('.localhost')) return true
  const ip = canonicalIp(host)
  if (!ip) return false
  if (ip.startsWith('127.') || ip === '0.0.0.0' || ANY_OR_LOOPBACK_V6.has(ip)) return true
  return interfaceAddresses().has(ip)
}

let cachedInterfaces: { at: number; addresses: Set<string> } | undefined

/** This machine's interface addresses in canonical form, read at most once a minute. */
function interfaceAddresses(): Set<string> {
  const now = Date.now()
  if (!cachedInterfaces || now - cachedInterfaces.at > 60_000) {
    const addresses = new Set<string>()
    for (const list of Object.values(networkInterfaces())) {
      for (const a of list ?? []) {
        const ip = canonicalIp(a.address.split('%')[0].toLowerCase())
        if (ip) addresses.add(ip)
      }
    }
    cachedInterfaces = { at: now, addresses }
  }
  return cachedInterfaces.addresses
}

/** The port a URL reaches: its own, or its scheme's default. */
export const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80))

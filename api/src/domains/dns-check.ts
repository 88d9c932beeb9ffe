// Does this workspace own the custom domain it added, and does that domain point at this instance?
// Ownership is a TXT record at _snip-challenge.<host> holding snip-verify=<token>; pointing is a CNAME to one
// of our names or an A/AAAA record with one of our addresses. Every answer, good or bad, becomes a verdict:
// a slow or silent resolver is 'unreachable', never a hang or a thrown error.
import { Resolver } from 'node:dns/promises'
import { isIP } from 'node:net'

export interface DnsCheckOptions {
  servers?: string[]
  timeoutMs?: number
  tries?: number
}
export interface DomainExpectation {
  host: string
  token: string
  cnameTargets: string[]
  addresses: string[]
}
export type OwnershipVerdict = 'found' | 'missing' | 'wrong' | 'unreachable'
export type PointingVerdict = 'cname' | 'address' | 'missing' | 'elsewhere' | 'unreachable'
export interface DnsVerdict {
  verified: boolean
  ownership: OwnershipVerdict
  pointing: PointingVerdict
  seen: { txt: string[]; cname: string[]; addresses: string[] }
}

export const challengeName = (host: string) => `_snip-challenge.${host}`
export const challengeValue = (token: string) => `snip-verify=${token}`

type Outcome<T> = T[] | 'missing' | 'unreachable'

// NXDOMAIN and NODATA: the name or the record is not there. Bun reports NODATA as ENOTFOUND, Node as ENODATA
// (or an empty list). Anything else (time-out, refused, SERVFAIL, cancelled) means we got no answer.
const ABSENT = new Set(['ENOTFOUND', 'ENODATA'])

export async function checkDomainDns(expected: DomainExpectation, options: DnsCheckOptions = {}): Promise<DnsVerdict> {
  assertPlainHostname(expected.host)
  const { servers, timeoutMs = 2000, tries = 2 } = options
  // node:dns serves both runtimes: Bun's Resolver (1.4) honours setServers with a port and { timeout, tries };
  // its differences from Node (TXT strings, NODATA's code, coarse timers) are met where they matter below.
  const resolver = new Resolver({ timeout: timeoutMs, tries })
  if (servers?.length) resolver.setServers(servers)

  // c-ares doubles its wait on each retry and Bun runs its timers in whole seconds, so neither runtime stops
  // at timeout × tries by itself: this deadline is what holds every lookup to that bound.
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<'unreachable'>((settle) => {
    timer = setTimeout(() => {
      resolver.cancel()
      settle('unreachable')
    }, timeoutMs * tries)
  })
  const ask = <T>(query: Promise<T[]>): Promise<Outcome<T>> =>
    Promise.race([
      query.then(
        (found) => (found.length ? found : 'missing'),
        (error: { code?: string }) => (ABSENT.has(error?.code ?? '') ? 'missing' : 'unreachable'),
      ),
      deadline,
    ])

  try {
    const [txt, cname, a, aaaa] = await Promise.all([
      ask(resolver.resolveTxt(challengeName(expected.host))),
      ask(resolver.resolveCname(expected.host)),
      ask(resolver.resolve4(expected.host)),
      ask(resolver.resolve6(expected.host)),
    ])
    const ownership = ownershipOf(txt, challengeValue(expected.token))
    const pointing = pointingOf(cname, [a, aaaa], expected)
    return {
      verified: ownership === 'found' && (pointing === 'cname' || pointing === 'address'),
      ownership,
      pointing,
      seen: { txt: listOf(txt).map((strings) => strings.join('')), cname: listOf(cname).map(bareName), addresses: [...listOf(a), ...listOf(aaaa)] },
    }
  } finally {
    clearTimeout(timer)
  }
}

// A record longer than 255 bytes arrives as several strings that are one value once joined. Bun (1.4) hands
// each string back as a record of its own, so the record boundaries are lost there: any run of consecutive
// strings that joins to the value counts. On Node that includes each whole record; the looser reading proves
// ownership just as well, since every string at that name was published by whoever controls the zone.
function ownershipOf(txt: Outcome<string[]>, value: string): OwnershipVerdict {
  if (txt === 'missing' || txt === 'unreachable') return txt
  const strings = txt.flat()
  for (let start = 0; start < strings.length; start++) {
    let joined = ''
    for (const piece of strings.slice(start)) {
      joined += piece
      if (joined === value) return 'found'
      if (!value.startsWith(joined)) break
    }
  }
  return 'wrong'
}

function pointingOf(cname: Outcome<string>, addressLookups: Outcome<string>[], expected: DomainExpectation): PointingVerdict {
  const targets = new Set(expected.cnameTargets.map(bareName))
  if (listOf(cname).some((target) => targets.has(bareName(target)))) return 'cname'
  const ours = new Set(expected.addresses.map(canonicalAddress))
  if (addressLookups.flatMap(listOf).some((address) => ours.has(canonicalAddress(address)))) return 'address'
  const lookups = [cname, ...addressLookups]
  if (lookups.includes('unreachable')) return 'unreachable'
  return lookups.every((lookup) => lookup === 'missing') ? 'missing' : 'elsewhere'
}

const listOf = <T>(outcome: Outcome<T>): T[] => (Array.isArray(outcome) ? outcome : [])
const bareName = (name: string) => name.toLowerCase().replace(/\.$/, '')
// Resolvers print IPv6 compressed (2001:db8::1); the instance's own list may spell it out.
const canonicalAddress = (address: string) => (isIP(address) === 6 ? new URL(`http://[${address}]/`).hostname.slice(1, -1) : address)

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

// The caller has validated the host already; this is the module's own guard, so it can never be pointed at an
// IP address, a name with a port, or anything a resolver would read differently from what was checked.
function assertPlainHostname(host: string): void {
  const labels = typeof host === 'string' ? host.split('.') : []
  const plain =
    typeof host === 'string' &&
    host.length <= 253 &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    !/^[0-9]+$/.test(labels.at(-1) ?? '') && // an all-digit last label is an IPv4 address, not a name
    isIP(host) === 0
  if (!plain) throw new TypeError(`Not a plain lower-case host name: ${JSON.stringify(host)}`)
}

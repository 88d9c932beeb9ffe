// The blocklist matches a domain and its subdomains, never a look-alike.
import { describe, expect, test } from 'vitest'
import { blockingDomain, hostOf } from './blocklist'

describe('blocklist matching', () => {
  const domains = new Set(['spam.example', 'bad.co.uk'])
  test('blocks the domain and its subdomains, in any case and with a trailing dot', () => {
    for (const url of ['https://spam.example/x', 'http://www.spam.example', 'https://A.B.SPAM.EXAMPLE./', 'https://x.bad.co.uk'])
      expect(blockingDomain(hostOf(url), domains), url).toBeDefined()
  })
  test('leaves look-alikes and parents alone', () => {
    for (const url of ['https://notspam.example', 'https://spam.example.org', 'https://example', 'https://co.uk', 'not a url'])
      expect(blockingDomain(hostOf(url), domains), url).toBeUndefined()
  })
})

// Referrer hosts: the host only, never a path, query, user or port.
import { expect, test } from 'vitest'
import { referrerHostOf } from './referrer-host'

test('keeps the host in lower case and nothing else; anything else is direct', () => {
  const cases: [string | null, string][] = [
    ['https://News.Example.com/secret/path?q=1#x', 'news.example.com'],
    ['https://user:pw@example.org:8443/a', 'example.org'],
    ['http://[2001:db8::1]:8080/x', '[2001:db8::1]'],
    ['android-app://com.slack/', 'com.slack'],
    ['https://example.net', 'example.net'],
    ['https://example.net?only=query', 'example.net'],
    [null, 'direct'],
    ['', 'direct'],
    ['not a url', 'direct'],
    ['/relative/path', 'direct'],
    [`https://${'a'.repeat(300)}.com/`, 'direct'],
  ]
  for (const [referer, host] of cases) expect(referrerHostOf(referer), String(referer)).toBe(host)
})

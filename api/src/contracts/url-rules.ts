// Target-URL rules shared by the site's forms and the API (product-spec §5, issue #2).
import { limits } from './constants'

/** Adds https:// when the value has neither http:// nor https:// (spec §5: "on submit"). */
export function withScheme(value: string): string {
  const v = value.trim()
  return /^https?:\/\//i.test(v) ? v : `https://${v}`
}

/** The URL the value means, or null: parses as given, or after prefixing https:// (spec §5, dashboard). */
export function parseLooseUrl(value: string): URL | null {
  const v = value.trim()
  if (!v) return null
  for (const candidate of [v, `https://${v}`]) {
    try {
      return new URL(candidate)
    } catch {
      // try the next reading
    }
  }
  return null
}

/** A scheme such as javascript:, mailto: or ftp:// (but not host:port, as in example.com:8080). */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i

export type TargetUrlProblem = 'required' | 'invalid'

/**
 * The server's rule for a link target: http(s) only, at most 4096 characters, a host, no user:password.
 * Returns the normalised URL string or the problem.
 */
export function checkTargetUrl(raw: string): { ok: true; url: string } | { ok: false; problem: TargetUrlProblem } {
  const value = raw.trim()
  if (!value) return { ok: false, problem: 'required' }
  if (OTHER_SCHEME.test(value) && !/^https?:/i.test(value)) return { ok: false, problem: 'invalid' }
  const withHttps = withScheme(value)
  if (withHttps.length > limits.urlMax) return { ok: false, problem: 'invalid' }
  let url: URL
  try {
    url = new URL(withHttps)
  } catch {
    return { ok: false, problem: 'invalid' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, problem: 'invalid' }
  if (!url.hostname || url.username || url.password) return { ok: false, problem: 'invalid' }
  if (/[\s\x00-\x1f\x7f]/.test(value)) return { ok: false, problem: 'invalid' }
  return { ok: true, url: withHttps }
}

export type HomeUrlProblem = 'required' | 'needsDomain' | 'needsTld' | 'invalid'

/** The home page's stricter rules (spec §5): a domain with a TLD. */
export function checkHomeUrl(raw: string): { ok: true; url: string } | { ok: false; problem: HomeUrlProblem } {
  const value = raw.trim()
  if (!value) return { ok: false, problem: 'required' }
  const candidate = withScheme(value)
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return { ok: false, problem: 'invalid' }
  }
  const parts = url.hostname.split('.')
  if (parts.length < 2) return { ok: false, problem: 'needsDomain' }
  if (!parts[parts.length - 1]) return { ok: false, problem: 'needsTld' }
  return { ok: true, url: candidate }
}

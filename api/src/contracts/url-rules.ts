// The one target-URL rule shared by the site's forms and the API (product-spec §5):
// whatever a form accepts the API accepts, and both store the same string (docs/decisions/0047).
import { limits } from './constants'
import { messages } from './messages'
import { hasUnsafeText } from './text-rules'

/** Adds https:// when the value has neither http:// nor https:// (spec §5: "on submit"). */
export function withScheme(value: string): string {
  const v = value.trim()
  return /^https?:\/\//i.test(v) ? v : `https://${v}`
}

/** A scheme such as javascript:, mailto: or ftp:// (but not host:port, as in example.com:8080). */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i

export type TargetUrlProblem = 'required' | 'needsDomain' | 'needsTld' | 'invalid'
export type TargetUrlCheck = { ok: true; url: string } | { ok: false; problem: TargetUrlProblem }

/** Whether the host has the spec's domain and TLD (an IP address literal counts as one). */
function hostProblem(hostname: string): TargetUrlProblem | null {
  if (hostname.startsWith('[')) return null // IPv6 literal
  const parts = hostname.split('.')
  if (parts.length < 2) return 'needsDomain'
  if (!parts[parts.length - 1]) return 'needsTld'
  return null
}

/**
 * The rule for a link target, normalise + validate: trimmed, https:// prefixed when neither http:// nor
 * https:// is there, then http(s) only, at most 4096 characters, no spaces or control characters, no
 * user:password, and a host with a domain and a TLD (spec §5, home). Returns the string to store or the problem.
 */
export function checkTargetUrl(raw: string): TargetUrlCheck {
  const value = raw.trim()
  if (!value) return { ok: false, problem: 'required' }
  if (OTHER_SCHEME.test(value) && !/^https?:/i.test(value)) return { ok: false, problem: 'invalid' }
  const withHttps = withScheme(value)
  // an unpaired surrogate would be stored as U+FFFD: a target other than the one given
  if (withHttps.length > limits.urlMax || /[\s\x00-\x1f\x7f]/.test(value) || hasUnsafeText(value)) return { ok: false, problem: 'invalid' }
  let url: URL
  try {
    url = new URL(withHttps)
  } catch {
    return { ok: false, problem: 'invalid' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, problem: 'invalid' }
  if (!url.hostname || url.username || url.password) return { ok: false, problem: 'invalid' }
  const problem = hostProblem(url.hostname)
  return problem ? { ok: false, problem } : { ok: true, url: withHttps }
}

/** The home page's sentence for a problem (spec §5, home); `host` is the example in 'e.g., {host}'. */
export function homeUrlMessage(problem: TargetUrlProblem, host: string): string {
  if (problem === 'required') return messages.url.required
  if (problem === 'needsDomain') return messages.url.needsDomain(host)
  return problem === 'needsTld' ? messages.url.needsTld : messages.url.invalidHome
}

/** The home page's name for the same rule (kept for its callers). */
export const checkHomeUrl = checkTargetUrl

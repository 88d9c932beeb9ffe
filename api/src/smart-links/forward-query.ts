// Query forwarding: the visitor's query string carried over to the target, per link or the instance's
// default. Pieces are moved as they came, never decoded and encoded again, so `%20`, `+`, `%2B` and a
// valueless `flag` arrive as sent; only keys are decoded, to tell when the two sides name the same one.
// The target's fragment stays last. The redirect never forwards onto the fallback of a password page.
import type { ForwardQueryMode } from '../contracts/link-rule-values'

/** The mode a link follows: its own, or the instance's default when it has none. */
export const forwardModeOf = (own: ForwardQueryMode | null | undefined, instanceDefault: ForwardQueryMode): ForwardQueryMode => own ?? instanceDefault

/** A query's non-empty `key=value` pieces, raw. */
const piecesOf = (query: string): string[] => (query ? query.split('&').filter((p) => p !== '') : [])

/** A piece's key as a form would read it (`+` is a space); undecodable keys compare as written. */
function keyOf(piece: string): string {
  const at = piece.indexOf('=')
  const raw = (at < 0 ? piece : piece.slice(0, at)).replace(/\+/g, ' ')
  try {
    return decodeURIComponent(raw)
  } catch {
    return raw
  }
}

/**
 * The target with the visitor's query added. `target-wins`: a key the target already has keeps the target's
 * values and the visitor's are dropped; `visitor-wins`: the target's values of a key the visitor sends are
 * dropped and the visitor's added. Repeated keys move together. `visitorQuery` may start with `?`.
 */
export function forwardQuery(target: string, visitorQuery: string, mode: ForwardQueryMode): string {
  const visitor = piecesOf(visitorQuery.startsWith('?') ? visitorQuery.slice(1) : visitorQuery)
  if (mode === 'off' || visitor.length === 0) return target
  const hashAt = target.indexOf('#')
  const beforeHash = hashAt < 0 ? target : target.slice(0, hashAt)
  const fragment = hashAt < 0 ? '' : target.slice(hashAt)
  const queryAt = beforeHash.indexOf('?')
  const path = queryAt < 0 ? beforeHash : beforeHash.slice(0, queryAt)
  const own = piecesOf(queryAt < 0 ? '' : beforeHash.slice(queryAt + 1))
  let pieces: string[]
  if (mode === 'target-wins') {
    const taken = new Set(own.map(keyOf))
    const added = visitor.filter((p) => !taken.has(keyOf(p)))
    if (added.length === 0) return target
    pieces = [...own, ...added]
  } else {
    const sent = new Set(visitor.map(keyOf))
    pieces = [...own.filter((p) => !sent.has(keyOf(p))), ...visitor]
  }
  return `${path}?${pieces.join('&')}${fragment}`
}

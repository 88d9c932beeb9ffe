// A link to a provider the server refused comes back to /app/settings with the reason in the fragment
// (`#error=…&error_code=…&error_description=…`, as GoTrue sends it). Read once, then dropped from the address,
// so a reload does not show it again.
export function takeRefusalFromUrl(): string | null {
  if (typeof window === 'undefined') return null
  const params = new URLSearchParams(window.location.hash.slice(1))
  const reason = params.get('error_description') ?? params.get('error')
  if (reason) history.replaceState(history.state, '', window.location.pathname) // the reason is in the query too
  return reason
}

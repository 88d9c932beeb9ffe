// Success responses of the auth service: JSON bodies (auth-js parses every 2xx except logout), 204 for logout.
export function json(body: unknown, status = 200): Response {
  return Response.json(body, { status })
}

export function noContent(): Response {
  return new Response(null, { status: 204 })
}

export function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location } })
}

/** A redirect to another site (a provider's authorization or end-session endpoint), as GoTrue answers it. */
export function found(location: string): Response {
  return new Response(null, { status: 302, headers: { Location: location } })
}

/** The fields of a session in a landing page's fragment (the implicit flow), as auth-js reads them. */
export function sessionFragment(
  session: { access_token: string; expires_at: number; expires_in: number; refresh_token: string },
  extra: Record<string, string> = {},
) {
  return new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    sb: '',
    token_type: 'bearer',
    ...extra,
  })
}

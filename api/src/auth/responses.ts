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

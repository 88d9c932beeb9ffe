// The verified identity behind a request: who the API acts for. `userId` is the access token's `sub`.
// Only the auth service makes one, from a verified Bearer token (docs/decisions/0001).

export interface Actor {
  userId: string
  email: string
  sessionId: string
  /** Set when the caller sent one of the user's API keys instead of a session's token (then `sessionId` is ''). */
  apiKeyId?: string
}

// The one rule for a product user's name (the API's record and the site's request alike): the name asked for (trimmed), else the e-mail's local part,
// else `user-<first 8 characters of the id>`; at most 100 characters.
export function usernameFor(email: string, requested: unknown, userId = ''): string {
  const given = typeof requested === 'string' ? requested.trim() : ''
  return (given || email.split('@')[0] || `user-${userId.slice(0, 8)}` || email).slice(0, 100)
}

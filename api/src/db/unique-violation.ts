// Recognises a unique-constraint violation on either engine (drizzle may wrap the driver's error in `cause`).
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (e.code === '23505') return true
    if (typeof e.code === 'string' && e.code.startsWith('SQLITE_CONSTRAINT_UNIQUE')) return true
    if (typeof e.code === 'string' && e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true
    if (typeof e.message === 'string' && e.message.includes('UNIQUE constraint failed')) return true
  }
  return false
}

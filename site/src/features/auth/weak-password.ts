// The auth service's weak_password answer for a new password: too short (the forms check that first, with the
// same rule) or on the common-password list, which only the server holds so that the pages stay light. Its
// message is the contracts' sentence; the forms show it at the new-password field. Read by its code, not by
// supabase-js's error class, so that a page need not load supabase-js to tell.
export function weakPasswordMessage(error: unknown): string | undefined {
  return error instanceof Error && (error as { code?: unknown }).code === 'weak_password' ? error.message : undefined
}

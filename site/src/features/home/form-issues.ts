// Small helpers of the home forms: the first zod issue's message, an error's own text or a fallback, a failure's toast.
import { ApiError } from '../../lib/api-client'
import { messages, waitTime } from '../../lib/copy'

export function firstIssue(result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message
}

export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback
}

/**
 * The toast of a failed create or code update: too many requests says so and how long to wait (the answer's
 * Retry-After); any other failure is the spec's 'Error' with the error's text or `fallback`.
 */
export function errorToast(error: unknown, fallback: string): { title: string; description: string; variant: 'destructive' } {
  if (error instanceof ApiError && error.isRateLimited) {
    const { title, wait } = messages.toast.rateLimited
    return { title, description: wait(waitTime(error.retryAfterSeconds!)), variant: 'destructive' }
  }
  return { title: messages.toast.homeError.title, description: errorText(error, fallback), variant: 'destructive' }
}

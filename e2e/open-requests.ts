// The requests a page has open. Playwright's 'networkidle' only says "timed out" when one request takes long on
// a loaded machine; this watcher names the requests still open, so a test can say which answer it waited for.
import type { Page, Request } from 'playwright-core'

export interface OpenRequests {
  /** Waits until no request has been open for `quietMs`; gives up after `timeout` and returns the open ones. */
  settle(options?: { quietMs?: number; timeout?: number }): Promise<string[]>
}

/** Starts watching `page`'s requests (call it before the navigations it should see). */
export function watchOpenRequests(page: Page): OpenRequests {
  const open = new Set<Request>()
  let changedAt = Date.now()
  const opened = (request: Request) => {
    open.add(request)
    changedAt = Date.now()
  }
  const closed = (request: Request) => {
    open.delete(request)
    changedAt = Date.now()
  }
  page.on('request', opened)
  page.on('requestfinished', closed)
  page.on('requestfailed', closed)
  return {
    async settle({ quietMs = 500, timeout = 30_000 } = {}) {
      const deadline = Date.now() + timeout
      while (Date.now() < deadline) {
        if (open.size === 0 && Date.now() - changedAt >= quietMs) return []
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      return [...open].map((request) => `${request.method()} ${new URL(request.url()).pathname}`)
    },
  }
}

// The periodic re-check of pending domains (domains.service.ts recheckPendingDomains), on a timer that does
// not keep the process alive. Several instances may check the same domain: the check is idempotent.
import { recheckPendingDomains, type DomainDeps } from './domains.service'

/** How often pending domains are asked about again. */
export const RECHECK_EVERY_MS = 10 * 60_000

export function startDomainRechecks(deps: DomainDeps, onError: (error: unknown) => void, everyMs = RECHECK_EVERY_MS): () => void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    recheckPendingDomains(deps, everyMs)
      .catch(onError)
      .finally(() => (running = false))
  }, everyMs)
  ;(timer as { unref?: () => void }).unref?.()
  return () => clearInterval(timer)
}

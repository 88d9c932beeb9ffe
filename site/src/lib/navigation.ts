// Moving between pages. The site is a set of prerendered pages, so navigation loads the next page; toasts
// still on screen travel with it (see stores/toasts.ts) so 'Registration successful' is seen on /app/login.
import { carryToastsToNextPage } from '../stores/toasts'

export function navigate(path: string, options: { replace?: boolean } = {}): void {
  carryToastsToNextPage()
  if (options.replace) window.location.replace(path)
  else window.location.assign(path)
}

// The signed-in hint: before the first paint an inline script marks
// <html data-session="in"> when supabase-js has a session stored in this browser. The header shows its
// signed-out or signed-in part by it (global.css), and islands hydrated with `client:signed-in` load only
// under it, so a visitor without a session loads no React on the static pages. The hint may be stale (an
// expired or discarded session): the signed-in islands then check the session properly and show the
// signed-out state themselves.
import { AUTH_STORAGE_KEY } from '../../lib/session-storage'

/** Runs before first paint, inlined in BaseLayout's <head> (the server's CSP allows it by hash). */
export const SESSION_HINT_SCRIPT = `try{if(localStorage.getItem('${AUTH_STORAGE_KEY}'))document.documentElement.dataset.session='in'}catch(e){}`

/** The stored session had ended: the page shows its signed-out parts. */
export function forgetSignedInHint(): void {
  delete document.documentElement.dataset.session
}

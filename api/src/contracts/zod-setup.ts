// In the browser, zod must not probe for `new Function`: the pages' CSP forbids eval, and Chromium reports
// the caught probe as a policy violation on every page that validates a form. The server keeps zod's
// compiled parsers. Imported first by index.ts, so it runs before any schema exists.
import { z } from 'zod'

if (typeof window !== 'undefined') z.config({ jitless: true })

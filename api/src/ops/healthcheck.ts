// The image's HEALTHCHECK: exits 0 when GET /api/health on this container answers 200, else 1. Run with
// bun, since the image has no curl or wget (and may have no shell).

export {} // (a module, for top-level await)
const port = process.env.PORT?.trim() || '3000'
try {
  const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(4000) })
  process.exit(res.status === 200 ? 0 : 1)
} catch {
  process.exit(1)
}

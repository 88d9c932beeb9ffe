// The name a request is logged under: the route it took, read from the route table itself, so a new
// endpoint with an id or code in its path is logged as `/api/x/:id`, never with the raw value
// (docs/decisions/0007). Fixed routes and pages are their own name; an /api path of no route at all is
// `/api/*` (it may hold anything a client typed).

export type RouteNamer = (path: string) => string

export function createRouteNamer(patterns: string[]): RouteNamer {
  const matchers = [...new Set(patterns)]
    .filter((p) => p.includes('/:'))
    .map((pattern) => ({
      pattern,
      regex: new RegExp(
        `^${pattern
          .split('/')
          .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
          .join('/')}/?$`,
      ),
    }))
    // a fixed segment wins over a parameter: /api/urls/by-code/:code before /api/urls/:id
    .sort((a, b) => a.pattern.split('/:').length - b.pattern.split('/:').length || b.pattern.length - a.pattern.length)
  const fixed = new Set(patterns.filter((p) => !p.includes('/:')))
  return (path) => {
    const matched = matchers.find((m) => m.regex.test(path))?.pattern
    if (matched) return matched
    if (path.startsWith('/api/') && !fixed.has(path)) return '/api/*'
    return path
  }
}

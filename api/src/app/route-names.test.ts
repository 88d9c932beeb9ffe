// Guard rail: every route of the API with an id or a code in its path is logged under its
// pattern, never with the value, read from the route table itself, so a new endpoint cannot forget it.
import { describe, expect, test } from 'vitest'
import { createRouteNamer } from '../http/route-names'
import { apiRoutes } from '../../test/api-routes'

const patterns = apiRoutes().map((r) => r.path)
const routeOf = createRouteNamer(patterns)
const MARKER = 'Zq9Marker42'

describe('request log route names', () => {
  test('the API has parameterised routes to check', () => {
    expect(patterns.filter((p) => p.includes('/:')).length).toBeGreaterThanOrEqual(3)
  })

  test.each(patterns.filter((p) => p.includes('/:')))('%s is logged as its pattern, never with the value', (pattern) => {
    const path = pattern.replace(/:[^/]+/g, MARKER)
    expect(routeOf(path)).toBe(pattern)
  })

  test('fixed routes and pages keep their path; an /api path of no route is /api/*', () => {
    expect(routeOf('/api/health')).toBe('/api/health')
    expect(routeOf('/about')).toBe('/about')
    expect(routeOf(`/api/urls/${MARKER}/nothing`)).toBe('/api/*')
    expect(routeOf(`/api/${MARKER}`)).toBe('/api/*')
  })
})

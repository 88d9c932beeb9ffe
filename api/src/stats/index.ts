// The stats capability's face: the caller's totals (GET /api/stats).
export { statsRoutes } from './stats.routes'
export type { StatsDeps } from './stats.service'
export { statsFor } from './stats.service'

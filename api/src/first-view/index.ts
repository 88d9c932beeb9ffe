// The first-view room's door: one answer per signed-in page's first view, composed from the other rooms' doors.
export { firstViewRoutes } from './first-view.routes'
export { firstViewSchemas } from './first-view-openapi'
export type { FirstViewDeps } from './first-view.service'

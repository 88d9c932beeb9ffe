// The analytics capability's face: what the composition and other rooms use of it. Clicks are captured
// per link as counts by day and value (country, device, browser, OS, referrer host); no visitor is stored.

// Capture: the queue the redirect hands raw clicks to, its worker and writes, and the retention of details.
export { startClickAnalytics, type AnalyticsOptions, type ClickAnalytics } from './click-analytics'
export type { ClickDetails } from './click-details'
export { startDetailRetention, type DetailRetention, type RetentionOptions } from './detail-retention'
/** A job run once a day (the details' retention, and the composition's other daily housekeeping). */
export { startRetention } from './retention'

// HTTP: a link's analytics and the caller's clicks per day, and their OpenAPI schemas.
export { analyticsRoutes } from './analytics.routes'
export { clickDays, type AnalyticsDeps } from './analytics.service'
export { analyticsSchemas } from './analytics-openapi'

// The account export: a link's per-day breakdowns.
export { findDetailsByDay, type DetailDay } from './export-details.repository'

// What a link's redirect rules ask of a visit (smart-links/visit.ts): the same device, browser and OS families
// and the same country lookup as the counts, so a rule and the analytics never disagree about a visitor.
export { familiesOf, type AgentFamilies } from './user-agent'
export { countryOf, UNKNOWN_COUNTRY } from './country-lookup'

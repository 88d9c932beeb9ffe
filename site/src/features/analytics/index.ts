// The analytics feature's door: what pages and other features may use of it.
export { analyticsCopy, dashboardAnalyticsCopy } from './analytics-copy'
export { analyticsPathOf } from './analytics-api'
export { ClicksSparkline } from './ClicksSparkline'

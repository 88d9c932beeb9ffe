// The analytics feature's door: what pages and other features may use of it.
export { analyticsCopy, dashboardAnalyticsCopy, workspaceCopy } from './analytics-copy'
export { analyticsPathOf, WORKSPACE_ANALYTICS_PATH } from './analytics-api'
export { ClicksSparkline, primeClickDays } from './ClicksSparkline'

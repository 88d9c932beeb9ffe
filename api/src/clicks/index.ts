// The clicks room's face: what other rooms use of counting, exact totals, per-day clicks and what is
// staged. Nothing outside imports a file of this room but this one; the staging table's SQL stays inside,
// offered as fragments named for what they read. The links' totals come in as ports (clicked-links.ts)
// that the links store implements and the composition hands to startClickCounting.

// counting, for the composition and the redirect
export { startClickCounting, type ClickCounting, type ClickCountingOptions, type FoldListener } from './click-counting'
export { createClickCounter, unobservedClicks, type ClickCounter, type ClickEvents, type ClickFlush, type LinkClickCounter } from './click-counter'
export type { ClickBatch } from './click-batch'
export { followKindOf, type FollowKind } from './follow-kind'

// the ports the links store implements
export type { ClickedLinks, CommittedTotals, FoldTarget, LinkOwner, LinkWithClicks, TakeCappedClick } from './clicked-links'

// exact totals: committed plus still in memory
export type { ClickReader } from './click-reader'

// what is staged, as fragments of the caller's statement
export { clickDayTables, exactClicks, exactClicksText, stagedClicksOf, stagedSumsByLink, withStaged, type ClickDayTable } from './staged-clicks'

// clicks per day, and per hour over the last 48 hours
export { dayOf, firstHourKept, hourOf, HOURLY_WINDOW, type UtcHour } from './click-day'
export { hourRowsOf, hourRowsOfLink, type HourRange, type HourRow } from './hour-sums.repository'
export { foldOldDailyClicks } from './daily-retention'
export { daySumsByDayOf, daySumsOf, type DayRange, type DayRows, type DayTerms, type LinkSet, type Sums, type SumsStatement } from './day-sums.repository'

// The links capability's face: what other rooms use of it.

// ── Reads and fragments of the links table for other rooms (analytics, stats, admin, the CLI): they name
// ── no table of links themselves, so only store/ knows its columns and indexes.
export { existingLinkIds, LINK_EXISTS_SQL } from './store/link-existence'
export { instanceLinkTotals, type InstanceLinkTotals } from './store/instance-link-totals'
export { linkIdOfCode, linksNamedBy, type NamedLink } from './store/links-by-code'
export { linkCountsByOwner } from './store/owner-link-counts'
// ── end of the block for other rooms' reads

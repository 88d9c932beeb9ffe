// The users room's door: the product's user record, the account's time zone and sessions, only ever the caller's own.
export { usersRoutes } from './users.routes'
export { timeZoneOf } from './time-zone'
export { findUserRecordOf } from './users.service'

// The time zone section's calls: GET and PUT /api/users/me/time-zone.
import type { TimeZoneDto } from '@contracts/time-zone'
import { api } from '../../lib/api-client'

export const loadTimeZone = () => api.get<TimeZoneDto>('/api/users/me/time-zone')
export const saveTimeZone = (timeZone: string | null) => api.put<TimeZoneDto>('/api/users/me/time-zone', { timeZone })

/** The zones this browser knows (IANA names), UTC first. */
export function knownTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return ['UTC', ...zones.filter((z) => z !== 'UTC')]
}

/** The zone this browser is set to, as Intl names it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

// The sessions list's rows, told apart by what Snip keeps of a session and nothing else: the day it was signed
// in (today, yesterday, or the date), its order among the sign-ins of that day, the day it was last active,
// and whether it is this one. Never a device, an address or a browser: none is stored.
import type { AccountSessionDto } from '@contracts'
import { sessionsCopy as t } from './copy/sessions'
import { formatDay } from './day-format'

export interface SessionRow {
  id: string
  current: boolean
  /** The row's name: 'This session', or when and in which order it was signed in. */
  title: string
  detail: string
}

const utcDay = (d: Date) => d.toISOString().slice(0, 10)

function dayWords(day: string, now: Date): string {
  if (day === utcDay(now)) return t.today
  if (day === utcDay(new Date(now.getTime() - 86_400_000))) return t.yesterday
  return formatDay(day)
}

/** This session first, then the others newest first (the API's order); `now` decides today and yesterday. */
export function sessionRows(sessions: AccountSessionDto[], now = new Date()): SessionRow[] {
  const oldestFirst = [...sessions].reverse()
  const rows = sessions.map((s) => {
    const sameDay = oldestFirst.filter((o) => o.createdOn === s.createdOn)
    const order = sameDay.length > 1 ? ` (${t.nthThatDay(sameDay.indexOf(s) + 1, sameDay.length)})` : ''
    const signedIn = `${t.signedIn(dayWords(s.createdOn, now))}${order}`
    const lastActive = t.lastActive(dayWords(s.lastActiveOn, now))
    return s.current
      ? { id: s.id, current: true, title: t.current, detail: `${signedIn}, ${lastActive}` }
      : { id: s.id, current: false, title: signedIn, detail: lastActive }
  })
  return [...rows.filter((r) => r.current), ...rows.filter((r) => !r.current)]
}

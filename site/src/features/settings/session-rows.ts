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

/** The sentence for `day` among `words`' three (today, yesterday, a date): each language words them its own way. */
function onDay(day: string, now: Date, words: { today: string; yesterday: string; on: (date: string) => string }): string {
  if (day === utcDay(now)) return words.today
  if (day === utcDay(new Date(now.getTime() - 86_400_000))) return words.yesterday
  return words.on(formatDay(day))
}

/** This session first, then the others newest first (the API's order); `now` decides today and yesterday. */
export function sessionRows(sessions: AccountSessionDto[], now = new Date()): SessionRow[] {
  const oldestFirst = [...sessions].reverse()
  const rows = sessions.map((s) => {
    const sameDay = oldestFirst.filter((o) => o.createdOn === s.createdOn)
    const day = onDay(s.createdOn, now, t.signedIn)
    const signedIn = sameDay.length > 1 ? t.withOrder(day, t.nthThatDay(sameDay.indexOf(s) + 1, sameDay.length)) : day
    const lastActive = onDay(s.lastActiveOn, now, t.lastActive)
    return s.current
      ? { id: s.id, current: true, title: t.current, detail: t.detail(signedIn, lastActive) }
      : { id: s.id, current: false, title: signedIn, detail: lastActive }
  })
  return [...rows.filter((r) => r.current), ...rows.filter((r) => !r.current)]
}

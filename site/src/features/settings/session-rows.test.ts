// The sessions list's rows read as whole sentences in the page's language: the sign-in day (today, yesterday or
// a date written the language's way), its order among that day's sign-ins, and this session's last-active day.
import { afterEach, describe, expect, test } from 'vitest'
import { renderingFrom } from '@contracts/words'
import { islandWordsFor } from '../../lib/island-words'
import { sessionRows } from './session-rows'

const now = new Date('2026-11-24T12:00:00Z')
const sessions = [
  { id: 'c', createdOn: '2026-11-24', lastActiveOn: '2026-11-24', current: true },
  { id: 'b', createdOn: '2026-11-24', lastActiveOn: '2026-11-24', current: false },
  { id: 'y', createdOn: '2026-11-23', lastActiveOn: '2026-11-23', current: false },
  { id: 'o', createdOn: '2026-11-02', lastActiveOn: '2026-11-23', current: false },
]
const said = () => sessionRows(sessions, now).map((r) => [r.title, r.detail])

describe('session rows', () => {
  afterEach(() => renderingFrom(() => undefined))

  test('in English', () => {
    expect(said()).toEqual([
      ['This session', 'Signed in today (sign-in 2 of 2 that day), last active today'],
      ['Signed in today (sign-in 1 of 2 that day)', 'last active today'],
      ['Signed in yesterday', 'last active yesterday'],
      ['Signed in Nov 2, 2026', 'last active yesterday'],
    ])
  })

  test('in German, with the date as German writes it', () => {
    renderingFrom(() => ({ locale: 'de', words: islandWordsFor('de') }))
    expect(said()).toEqual([
      ['Diese Sitzung', 'Heute angemeldet (2. von 2 Anmeldungen an diesem Tag), heute zuletzt aktiv'],
      ['Heute angemeldet (1. von 2 Anmeldungen an diesem Tag)', 'heute zuletzt aktiv'],
      ['Gestern angemeldet', 'gestern zuletzt aktiv'],
      ['Angemeldet am 02.11.2026', 'gestern zuletzt aktiv'],
    ])
  })
})

// The Sessions list tells its rows apart by what Snip keeps (the sign-in day, its order that day, the
// last-active day, this session) and signs out one chosen session: that browser is signed out at its next
// load, the others stay.
import { describe, expect, it } from 'vitest'
import { settingsCopy } from '../site/src/features/settings/copy/settings-copy'
import { open, seriousA11yViolations, useProduct, visible } from './harness'
import { createUserViaApi, signInThroughUi } from './users'

const t = settingsCopy.sessions

describe('one session signed out from the list', () => {
  const e2e = useProduct()

  it('names each session apart and signs out the chosen one only', async () => {
    const user = await createUserViaApi(e2e.baseUrl) // its sign-up began the day's first session
    const [other, mine] = [await e2e.newPage(), await e2e.newPage()]
    await signInThroughUi(other, user) // the second
    await signInThroughUi(mine, user) // the third: this one
    await open(mine, '/app/settings#sessions')
    const list = mine.getByRole('list', { name: t.list })
    const rows = list.getByRole('listitem')
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(3)
    const today = t.signedIn.today
    const nth = (k: number, n: number) => t.withOrder(today, t.nthThatDay(k, n))
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringContaining(t.detail(nth(3, 3), t.lastActive.today)),
      expect.stringContaining(nth(2, 3)),
      expect.stringContaining(nth(1, 3)),
    ])
    expect(await rows.first().getByText(t.current, { exact: true }).count()).toBe(1)
    expect(await list.getByRole('button', { name: t.signOutOneLabel(nth(3, 3)) }).count()).toBe(0)
    expect(await seriousA11yViolations(mine)).toEqual([])

    await list.getByRole('button', { name: t.signOutOneLabel(nth(2, 3)) }).click()
    await visible(mine.getByText(t.oneSignedOut, { exact: true }))
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(2)
    await visible(list.getByText(nth(1, 2), { exact: true }))

    await other.reload()
    await other.waitForURL('**/app/login')
    await mine.reload()
    await visible(mine.getByRole('list', { name: t.list }))
    expect(new URL(mine.url()).pathname).toBe('/app/settings')
  }, 180_000)
})

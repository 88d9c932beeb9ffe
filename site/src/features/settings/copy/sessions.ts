// Texts of the settings section 'sessions', part of `settingsCopy` (settings-copy.ts).
import { localized } from '@contracts/words'
export const sessionsCopy = localized('settings.sessions', {
  title: 'Sessions',
  description: 'Where your account is signed in. Snip keeps only the day each session started and was last active: nothing about the device or its address.',
  list: 'Signed-in sessions',
  current: 'This session',
  /** When a session was signed in: today, yesterday, or on a date ("Nov 24, 2026", in the page's language). */
  signedIn: {
    today: 'Signed in today',
    yesterday: 'Signed in yesterday',
    on: (date: string) => `Signed in ${date}`,
  },
  /** Tells apart sessions signed in on the same day, by the order they began in (all Snip keeps of them). */
  nthThatDay: (k: number, n: number) => `sign-in ${k} of ${n} that day`,
  /** A session's sign-in with its order that day: 'Signed in today (sign-in 2 of 3 that day)'. */
  withOrder: (signedIn: string, order: string) => `${signedIn} (${order})`,
  lastActive: {
    today: 'last active today',
    yesterday: 'last active yesterday',
    on: (date: string) => `last active ${date}`,
  },
  /** This session's line: when it was signed in, then when it was last active. */
  detail: (signedIn: string, lastActive: string) => `${signedIn}, ${lastActive}`,
  signOutOne: 'Sign out',
  signOutOneLabel: (session: string) => `Sign out the session: ${session}`,
  oneSignedOut: 'Session signed out',
  loading: 'Loading sessions…',
  loadFailed: 'The sessions could not be loaded',
  signOutOthers: 'Sign out other sessions',
  signOutEverywhere: 'Sign out everywhere',
  othersSignedOut: 'Other sessions signed out',
  signOutFailed: 'Sign-out failed',
})

// Texts of the settings section 'sessions', part of `settingsCopy` (settings-copy.ts).
export const sessionsCopy = {
  title: 'Sessions',
  description: 'Where your account is signed in. Snip keeps only the day each session started and was last active: nothing about the device or its address.',
  list: 'Signed-in sessions',
  current: 'This session',
  today: 'today',
  yesterday: 'yesterday',
  signedIn: (day: string) => `Signed in ${day}`,
  /** Tells apart sessions signed in on the same day, by the order they began in (all Snip keeps of them). */
  nthThatDay: (k: number, n: number) => `sign-in ${k} of ${n} that day`,
  lastActive: (day: string) => `last active ${day}`,
  signOutOne: 'Sign out',
  signOutOneLabel: (session: string) => `Sign out the session: ${session}`,
  oneSignedOut: 'Session signed out',
  loading: 'Loading sessions…',
  loadFailed: 'The sessions could not be loaded',
  signOutOthers: 'Sign out other sessions',
  signOutEverywhere: 'Sign out everywhere',
  othersSignedOut: 'Other sessions signed out',
  signOutFailed: 'Sign-out failed',
}

// Texts of the settings section 'sessions', part of `settingsCopy` (settings-copy.ts).
export const sessionsCopy = {
  title: 'Sessions',
  description: 'Where your account is signed in. Snip keeps only the day each session started and was last active: nothing about the device or its address.',
  list: 'Signed-in sessions',
  session: (n: number) => `Session ${n}`,
  current: 'This session',
  signedIn: (day: string) => `Signed in ${day}`,
  lastActive: (day: string) => `last active ${day}`,
  loading: 'Loading sessions…',
  loadFailed: 'The sessions could not be loaded',
  signOutOthers: 'Sign out other sessions',
  signOutEverywhere: 'Sign out everywhere',
  othersSignedOut: 'Other sessions signed out',
  signOutFailed: 'Sign-out failed',
}

// The settings' sign-in methods words.
import { localized } from '@contracts/words'
export const signInMethodsCopy = localized('signInMethods', {
  title: 'Sign-in methods',
  description: 'The ways you can sign in to this account. Keep at least one.',
  password: 'Password',
  /** A provider's button; its name (from the server's configuration) where `name` is. */
  link: (name: string) => `Link ${name}`,
  linking: 'Opening...',
  unlink: 'Unlink',
  /** The Unlink button's name for screen readers: which sign-in method it removes. */
  unlinkLabel: (name: string) => `Unlink ${name}`,
  unlinking: 'Unlinking...',
  unlinked: 'Sign-in method removed',
  linkFailed: 'Could not link the account',
  unlinkFailed: 'Could not unlink',
  loadFailed: 'Could not load your sign-in methods.',
} as const)

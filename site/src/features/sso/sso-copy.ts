// The sign-in pages' single sign-on words: the providers' buttons and the password disclosure.
import { localized } from '@contracts/words'
export const ssoCopy = localized('sso', {
  /** A provider's button; the server writes the provider's name where `name` is. */
  continueWith: (name: string) => `Continue with ${name}`,
  or: 'or',
  refused: 'Single sign-on failed',
  passwordDisclosure: 'Sign in with a password (administrators)',
} as const)

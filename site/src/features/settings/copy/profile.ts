// Texts of the settings section 'profile', part of `settingsCopy` (settings-copy.ts).
import { localized } from '@contracts/words'
export const profileCopy = localized('settings.profile', {
  title: 'Profile',
  description: 'Your name in Snip and the address you sign in with.',
  username: 'Username',
  saveUsername: 'Save username',
  usernameSaved: 'Username saved',
  usernameFailed: 'The username could not be saved',
  email: 'Email address',
  currentPassword: 'Your current password',
  changeEmail: 'Change email address',
  emailChanged: 'Email address changed',
  emailSent: 'Confirm your new address',
  emailSentDescription: (address: string) => `We sent a link to ${address} and another to your current address. The address changes once you follow both.`,
  emailPending: (address: string) => `Waiting for confirmation of ${address}: follow the links we sent there and to your current address.`,
  emailHalfConfirmed: 'Confirmation received',
  emailHalfConfirmedDescription: 'Now follow the link we sent to the other address: the address changes once both are confirmed.',
  emailFailed: 'The email address could not be changed',
  emailTaken: 'This email address belongs to another account',
  emailUnchanged: 'This is already your email address',
  created: 'Account created',
  saving: 'Saving…',
})

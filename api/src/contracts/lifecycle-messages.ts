// The sentences of a link's lifecycle (docs/decisions/0040): the API's validation and error
// messages for expiry, click limits, fallbacks and passwords, which the dashboard's "More options" shows
// too. Apart from messages.ts, which every page loads, because only the API and the lazily loaded dialog
// need them. Never write one of these strings anywhere else.
import { localized } from './words'
/** Read in the page's language on the site (words.ts); the API says them in English and translates its answers. */
export const lifecycleMessages = localized('lifecycleMessages', {
  expiryInvalid: 'Please enter a valid expiry date and time',
  expiryInPast: 'Expiry must be in the future',
  maxClicksInvalid: 'Click limit must be a whole number',
  maxClicksRange: 'Click limit must be between 1 and 1,000,000,000',
  fallbackInvalid: 'Please enter a valid fallback URL',
  passwordInvalid: 'Password must be text',
  passwordTooShort: 'Password must be at least 4 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  linkExpired: 'This link has expired',
  passwordRequired: 'This link is protected by a password',
} as const)

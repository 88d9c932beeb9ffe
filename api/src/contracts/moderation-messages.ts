// What moderation says to users, reporters and admins. Apart from messages.ts so the
// pages every visitor loads do not carry these sentences (the site's JavaScript budgets).
import { ADMIN_PAGE_MAX, ADMIN_QUERY_MAX } from './moderation-dto'

export const moderationMessages = {
  domainBlocked: 'Links to this domain are not allowed on this instance',
  anonymousShorteningOff: 'Sign in to shorten links on this instance',
  adminOnly: 'This needs an administrator',
  ownAccount: 'An admin cannot disable their own account',
  reasonRequired: 'Give a reason',
  reasonTooLong: 'The reason must be at most 500 characters',
  reportCodeRequired: 'Enter the short link or its code',
  badDomain: 'Enter a domain such as spam.example',
  badSignupMode: 'Sign-up mode must be open, closed or invite-only',
  accountDisabled: 'This account is disabled',
  badPage: 'page must be a whole number from 1',
  badPageSize: `limit must be a whole number from 1 to ${ADMIN_PAGE_MAX}`,
  searchTooLong: `q must be at most ${ADMIN_QUERY_MAX} characters`,
} as const

/** Moderation's stable error codes (part of ErrorCode, error-codes.ts). */
export const moderationErrorCodes = {
  domainBlocked: 'domain_blocked',
  anonymousShorteningOff: 'anonymous_shortening_off',
  adminOnly: 'admin_only',
  accountDisabled: 'account_disabled',
} as const

// The texts of the Add/Edit dialog's "More options": loaded with the dialog's form only, so they
// add nothing to the pages every visitor loads (lib/copy.ts is on all of them).
import { localized } from '@contracts/words'
export const linkOptionsCopy = localized('linkOptions', {
  moreOptions: 'More options',
  expiresAt: 'Expires at (optional)',
  maxClicks: 'Click limit (optional)',
  fallbackUrl: 'Fallback URL (optional)',
  fallbackHelp: 'Where the link leads once it has expired or used up its clicks.',
  password: 'Password (optional)',
  passwordHelp: 'Visitors must enter it before they are redirected.',
  passwordKeep: 'Leave blank to keep the current password.',
  removePassword: 'Remove password',
} as const)

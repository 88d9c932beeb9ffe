// Texts of the home page's "Your recent links" (docs/decisions/0047). Kept out of
// lib/copy.ts's `messages`, which every page loads: only the home page loads these, after its first render.
import { localized } from '@contracts/words'
import { formatCount } from '../../lib/format-count'
export const recentLinksCopy = localized('recentLinks', {
  title: 'Your recent links',
  note: 'Links you shortened without an account, kept in this browser only.',
  copy: (code: string) => `Copy short URL ${code}`,
  qr: (code: string) => `QR code for ${code}`,
  remove: (code: string) => `Remove ${code} from this list`,
  claimOffer: 'Add these links to your account',
  claiming: 'Adding…',
  /** The toasts' titles after a claim: how many links were added, and how many could not be. */
  claimed: (n: number) => (n === 1 ? '1 link added to your account' : `${formatCount(n)} links added to your account`),
  refused: (n: number) => (n === 1 ? '1 link could not be added' : `${formatCount(n)} links could not be added`),
  refusedDescription: 'They may already belong to an account.',
  claimFail: { title: 'Could not add your links', description: 'Please try again.' },
} as const)

// The link dialog's form words (spec §2): only the dashboard's Add/Edit dialog reads them.
import { localized } from '@contracts/words'
import { formatCount } from '../../lib/format-count'

export const linkFormCopy = localized('linkForm', {
  createErrorTitle: 'Error creating link',
  updateErrorTitle: 'Error updating link',
  unexpected: 'An unexpected error occurred',
  activeHelp: 'This link will be immediately available for use.',
  clickedTimes: (n: number) => `This link has been clicked ${formatCount(n)} times since it was created.`,
  /** Shown while an existing link's code is being changed (say what a change breaks). */
  codeChangeWarning: (oldCode: string) => `After saving, the old address ending in /${oldCode} and any QR code printed with it stop working.`,
} as const)

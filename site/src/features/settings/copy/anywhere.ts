// Texts of the settings section 'Shorten from anywhere', part of `settingsCopy` (settings-copy.ts).
import { localized } from '@contracts/words'
export const anywhereCopy = localized('settings.anywhere', {
  title: 'Shorten from anywhere',
  description: 'Shorten the page you are reading without copying its address: Snip opens with a new link filled in, and you press Create Link.',
  bookmarkletLabel: 'Bookmarklet',
  bookmarkletHelp: "Drag this link to your browser's bookmarks bar. On any page, press the bookmark to shorten that page's address.",
  bookmarklet: 'Shorten with Snip',
  dragHint: 'Drag this link to your bookmarks bar: pressing it here does nothing.',
  phoneLabel: 'On a phone',
  phoneHelp: "Install Snip from your browser's menu (Add to Home screen or Install app). Then share any page and choose Snip.",
} as const)

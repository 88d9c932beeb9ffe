// Texts of the Link disabled page (a link an administrator took down, answered with 410).
export const linkDisabledCopy = {
  title: 'Link disabled',
  message: 'This short link was disabled by the administrators of this site and no longer leads anywhere.',
  report: 'Report this link',
  goHome: 'Go to Homepage',
} as const

// The texts of the pages a link found but not followed gets: Link expired and the password
// page. Read at build time by .astro pages only, so they add nothing to any page's JavaScript.
export const lifecycleCopy = {
  expired: {
    title: 'Link expired',
    message: 'This short link has reached its expiry date or its click limit, so it no longer leads anywhere.',
    goHome: 'Go to Homepage',
  },
  password: {
    title: 'Password required',
    heading: 'This link is protected',
    message: 'Enter the password you were given to open this link.',
    label: 'Password',
    submit: 'Open link',
    wrong: 'That password is not correct. Please try again.',
  },
} as const

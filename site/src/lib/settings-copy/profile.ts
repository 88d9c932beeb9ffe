// Texts of the settings section 'profile' (issue 14), part of `messages.settings` (lib/copy.ts).
export const profileCopy = {
  title: 'Profile',
}

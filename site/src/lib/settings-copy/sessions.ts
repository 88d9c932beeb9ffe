// Texts of the settings section 'sessions' (issue 14), part of `messages.settings` (lib/copy.ts).
export const sessionsCopy = {
  title: 'Sessions',
}

// Texts of the settings section 'password' (issue 14), part of `messages.settings` (lib/copy.ts).
export const passwordCopy = {
  title: 'Password',
}

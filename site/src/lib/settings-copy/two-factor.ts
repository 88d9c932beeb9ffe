// Texts of the settings section 'two-factor' (issue 14), part of `messages.settings` (lib/copy.ts).
export const twoFactorCopy = {
  title: 'Two-factor sign-in',
}

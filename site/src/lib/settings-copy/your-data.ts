// Texts of the settings section 'your-data' (issue 14), part of `messages.settings` (lib/copy.ts).
export const dataCopy = {
  title: 'Your data',
}

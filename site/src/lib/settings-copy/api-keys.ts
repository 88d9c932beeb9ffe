// Texts of the settings section 'api-keys' (issue 14), part of `messages.settings` (lib/copy.ts).
export const apiKeysCopy = {
  title: 'API keys',
}

// Texts of the settings section 'time zone', part of `settingsCopy` (settings-copy.ts).
import { localized } from '@contracts/words'
export const timeZoneCopy = localized('settings.timeZone', {
  title: 'Time zone',
  description:
    'The last 48 hours of your analytics are shown per hour in this time zone. Days stay UTC days: Snip counts clicks per UTC day, and keeps the hours for 48 hours only.',
  label: 'Time zone',
  notChosen: 'None chosen yet: hours are shown in UTC.',
  browserZone: (zone: string) => `Use this browser's time zone (${zone})`,
  save: 'Save time zone',
  saving: 'Saving…',
  saved: 'Time zone saved',
  failed: 'The time zone could not be saved',
  loadFailed: 'The time zone could not be loaded',
} as const)

// Texts of the settings page, one file per section (two-factor's are the two-factor feature's). Kept out of
// lib/copy.ts's `messages`, which every page loads: only the pages that show these texts load them. Each section
// is translated under its own namespace ("settings.profile.title"), so this object only gathers them.
import { anywhereCopy } from './anywhere'
import { apiKeysCopy } from './api-keys'
import { passwordCopy } from './password'
import { profileCopy } from './profile'
import { sessionsCopy } from './sessions'
import { timeZoneCopy } from './time-zone'
import { twoFactorCopy } from '../../two-factor'
import { dataCopy } from './your-data'
import { localized } from '@contracts/words'

export const settingsCopy = {
  page: localized('settings.page', { title: 'Settings' }),
  profile: profileCopy,
  password: passwordCopy,
  twoFactor: twoFactorCopy,
  sessions: sessionsCopy,
  timeZone: timeZoneCopy,
  apiKeys: apiKeysCopy,
  anywhere: anywhereCopy,
  data: dataCopy,
}

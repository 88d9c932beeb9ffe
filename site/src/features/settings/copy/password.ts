// Texts of the settings section 'password', part of `settingsCopy` (settings-copy.ts).
import { localized } from '@contracts/words'
export const passwordCopy = localized('settings.password', {
  title: 'Password',
  description: 'Changing it signs you out everywhere else.',
  current: 'Current password',
  new: 'New password',
  confirm: 'Confirm new password',
  submit: 'Change password',
  submitting: 'Changing…',
  changed: 'Password changed',
  changedDescription: 'Your other sessions were signed out.',
  failed: 'The password could not be changed',
  currentWrong: 'The current password is not correct',
})

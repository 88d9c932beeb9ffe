// The reset-password page's words: only its form reads them.
import { localized } from '@contracts/words'
export const resetPasswordCopy = localized('resetPassword', {
  title: 'Choose a new password',
  password: 'New password',
  confirmPassword: 'Confirm new password',
  submit: 'Update password',
  submitting: 'Updating password...',
  invalidLink: 'This password reset link is invalid or has expired.',
  requestNew: 'Request a new link',
  ok: { title: 'Password updated', description: 'Your new password is set.' },
  failed: 'Failed to update password',
} as const)

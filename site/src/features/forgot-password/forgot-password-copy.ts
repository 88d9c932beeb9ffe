// The forgot-password page's words (its HTML and its plain script): no other page loads them.
import { localized } from '@contracts/words'
export const forgotPasswordCopy = localized('forgotPassword', {
  title: 'Reset your password',
  intro: "Enter your account's e-mail address and we will send you a link to choose a new password.",
  email: 'Email address',
  submit: 'Send reset link',
  submitting: 'Sending...',
  sent: 'If an account exists for that address, a link to reset your password is on its way. Check your inbox.',
  emailDisabled:
    'Password reset by e-mail is not available: e-mail is not configured on this server. Ask the administrator of this Snip server to reset your password.',
  failed: 'Could not send the reset link',
  backToLogin: 'Back to sign in',
} as const)

// The forgot-password page's door: its content, HTML and a plain script (no React).
export { default as ForgotPassword } from './ForgotPassword.astro'
export { forgotPasswordCopy } from './forgot-password-copy'

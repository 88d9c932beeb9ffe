// Every sentence only the site shows (product-spec §2, §8): toasts, dialogs, pages, the dashboard. With the
// shared messages of the contracts (validation and API errors) it makes `messages`, the one object every
// island reads its texts from. Never write one of these strings anywhere else.
import { messages as shared } from '@contracts/messages'
import { formatCount } from './format-count'

/** "1 minute", "2 minutes". */
const units = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

const siteOnly = {
  /** A wait in words, rounded up to the unit it is said in: "45 seconds", "1 minute", "2 hours". */
  waitTime: (seconds: number) =>
    seconds < 60
      ? units(Math.max(1, Math.ceil(seconds)), 'second')
      : seconds < 3600
        ? units(Math.ceil(seconds / 60), 'minute')
        : units(Math.ceil(seconds / 3600), 'hour'),
  toast: {
    createOk: { title: 'URL shortened successfully', description: 'Your new short link is ready to use.' },
    updateOk: { title: 'URL updated successfully', description: 'Your changes have been saved.' },
    deleteOk: { title: 'URL deleted successfully', description: 'The shortened URL has been removed.' },
    /** The delete toast's action: the deletion waits until it is gone. */
    deleteUndo: 'Undo',
    deleteUndoAlt: (code: string) => `Undo deleting ${code}`,
    createFail: { title: 'Failed to create short URL', description: 'Please try again later.' },
    updateFail: { title: 'Failed to update URL' },
    deleteFail: { title: 'Failed to delete URL' },
    loadFail: { title: 'Failed to load URLs', description: 'Please refresh the page and try again.' },
    loginOk: { title: 'Logged in successfully' },
    loginFail: { title: 'Login failed', description: 'Please check your credentials and try again.' },
    signOutOk: { title: 'Signed out successfully' },
    signOutFail: { title: 'Error signing out', description: 'Please try again later.' },
    copyOk: { title: 'URL copied to clipboard', description: 'The shortened URL has been copied to your clipboard.' },
    copyFail: { title: 'Failed to copy URL', description: 'Please try again or copy manually.' },
    copiedHome: { title: 'Copied to clipboard' },
    qrDownloadOk: {
      title: 'QR Code downloaded',
      description: (format: string) => `The QR code has been downloaded in ${format.toUpperCase()} format.`,
    },
    qrDownloadFail: { title: 'Download failed', description: 'Failed to download QR code' },
    accountRecoveredDashboard: { title: 'Account recovered', description: "We've restored your account information." },
    accountRecoveredRegister: {
      title: 'Account recovered',
      description: 'Your account has been restored. You can now continue using the app.',
    },
    registrationOk: { title: 'Registration successful', description: 'Your account has been created. You can now sign in' },
    /** Sign-up where the server needs no e-mail confirmation: the new account is signed in at once. */
    registrationSignedIn: { title: 'Registration successful', description: 'Your account has been created and you are signed in.' },
    registrationFail: { title: 'Registration failed', description: 'Please check your information and try again.' },
    homeError: { title: 'Error' },
    /** A 429: what happened, and how long to wait (its Retry-After, said by waitTime). */
    rateLimited: { title: 'Too many requests', wait: (wait: string) => `Please wait ${wait} and try again.` },
    homeCreateFail: 'Failed to shorten URL. Please try again.',
    homeUpdateFail: 'Failed to update shortcode. Please try again.',
    homeUniqueFail: 'Error: Failed to create a unique shortcode. Please try again.',
  },
  dialog: {
    createErrorTitle: 'Error creating link',
    updateErrorTitle: 'Error updating link',
    unexpected: 'An unexpected error occurred',
    activeHelp: 'This link will be immediately available for use.',
    clickedTimes: (n: number) => `This link has been clicked ${formatCount(n)} times since it was created.`,
    /** Shown while an existing link's code is being changed (say what a change breaks). */
    codeChangeWarning: (oldCode: string) => `After saving, the old address ending in /${oldCode} and any QR code printed with it stop working.`,
  },
  qr: {
    loginRequired: 'You must be logged in to view QR codes',
    fetchFailed: 'Failed to fetch QR code',
    errorTitle: 'Error loading QR code',
    linksTo: 'This QR code links to:',
  },
  redirect: {
    redirecting: 'Redirecting...',
    notFoundTitle: 'Link Not Found',
    notFoundMessage: (code: string) => `The short URL with code "${code}" doesn't exist or has been deactivated.`,
    goHome: 'Go to Homepage',
  },
  /** Labels and texts of the site's screens (product-spec §2), beyond the messages above. */
  site: {
    productName: 'Snip',
    tagline: 'Open-source, privacy-focused URL shortener',
    header: {
      logIn: 'Log in',
      signUp: 'Sign up',
      userFallback: 'User',
      settings: 'Settings',
      dashboard: 'Dashboard',
      signOut: 'Sign out',
      userMenu: 'User menu',
      darkTheme: 'Dark theme',
      /** Shown while a theme is chosen: forgets the choice, so the page follows the system's again. */
      followSystemTheme: 'Follow system theme',
      skipToContent: 'Skip to content',
    },
    footer: {
      about: 'About',
      terms: 'Terms',
      privacy: 'Privacy',
      dashboard: 'Dashboard',
      apiDocs: 'API',
      repository: 'Source code',
      copyright: (year: number) => `© ${year} Snip, an open-source URL shortener.`,
    },
    backHome: 'Back to Home',
    /** When each policy's substance last changed (the spec's date for the terms; decision 65 for the privacy page). */
    lastUpdated: { terms: 'Last updated March 20, 2025', privacy: 'Last updated November 25, 2026' },
    home: {
      urlLabel: 'URL to shorten',
      urlPlaceholder: 'Paste a long URL, e.g. https://example.com/a/very/long/path',
      shorten: 'Shorten URL',
      shortening: 'Shortening...',
      myLinks: 'My Links',
      customCodeLabel: 'Custom code (optional)',
      customCodePlaceholder: 'my-link',
      resultLabel: 'Your short URL',
      codeLabel: 'Short code',
      update: 'Update',
      updating: 'Updating...',
      copy: 'Copy to clipboard',
      copied: 'Copied',
      showQr: 'Show QR Code',
      newUrl: 'New URL',
      qrTitle: 'QR Code for your shortened URL',
      qrAlt: (url: string) => `QR code for ${url}`,
      downloadPng: 'Download PNG',
      /** Beside the spec's 200 px PNG: a vector file and a PNG large enough to print. */
      downloadSvg: 'Download SVG',
      downloadLargePng: (px: number) => `Download large PNG (${px} px)`,
      close: 'Close',
      hintSignIn: 'Sign in to use custom codes',
      hintCustomCodes: 'Custom codes require account',
      hintAnalytics: 'Analytics with account',
      hintCreateAccount: 'Create free account',
      exampleHost: 'example.com',
    },
    login: {
      title: 'Sign in to your account',
      or: 'Or',
      createAccount: 'create a new account',
      email: 'Email address',
      password: 'Password',
      rememberMe: 'Remember me',
      forgotPassword: 'Forgot your password?',
      submit: 'Sign in',
      submitting: 'Signing in...',
    },
    register: {
      title: 'Create an account',
      username: 'Username',
      email: 'Email address',
      password: 'Password',
      confirmPassword: 'Confirm password',
      submit: 'Sign up',
      submitting: 'Creating account...',
      haveAccount: 'Already have an account?',
      signIn: 'Sign in',
    },
    forgotPassword: {
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
    },
    resetPassword: {
      title: 'Choose a new password',
      password: 'New password',
      confirmPassword: 'Confirm new password',
      submit: 'Update password',
      submitting: 'Updating password...',
      invalidLink: 'This password reset link is invalid or has expired.',
      requestNew: 'Request a new link',
      ok: { title: 'Password updated', description: 'Your new password is set.' },
      failed: 'Failed to update password',
    },
    guard: { loading: 'Loading' },
    notFoundPage: {
      title: '404 Page Not Found',
      // The spec's hint ('Did you forget to add the page to the router?') was for the original app's
      // developers; a visitor gets a sentence meant for them (docs/decisions/0026).
      hint: 'There is no page at this address. Check the address for typos, or go back to the home page.',
    },
  },
} as const

export const messages = { ...shared, ...siteOnly }

/** Site texts added after the spec's list (append-only, like the rest of this file). */
export const siteMessages = {
  redirect: {
    /** /not-found opened without a code: nothing to quote, so the spec's message would read `code ""`. */
    noCodeMessage: 'This link has no short code. Check the address and try again.',
    /** The Link Not Found and Link disabled pages lead to /report. */
    reportLink: 'Report this link',
  },
  /** The user menu's way to the admin page, shown to admins only. */
  admin: 'Admin',
} as const

// Every sentence only the site shows (product-spec §2, §8): toasts, dialogs, pages, the dashboard. With the
// shared messages of the contracts (validation and API errors) it makes `messages`, the one object every
// island reads its texts from. Never write one of these strings anywhere else.
import { messages as shared } from '@contracts/messages'
import { localized } from '@contracts/words'

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`

const siteOnly = {
  /** A wait said in one unit: "1 minute", "2 minutes" (waitTime picks the unit). */
  units: {
    seconds: (n: number) => plural(n, 'second'),
    minutes: (n: number) => plural(n, 'minute'),
    hours: (n: number) => plural(n, 'hour'),
  },
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
  /** The shared controls' own labels: a dialog's close button, the toasts' region and close button. */
  ui: {
    closeDialog: 'Close dialog',
    /**
     * The toasts' region, named with its hotkey: Radix puts the key where `{hotkey}` stands, so the toaster asks
     * for the sentence with that placeholder as its value (a function, so a translation says it too).
     */
    notifications: (hotkey: string) => `Notifications (${hotkey})`,
    /** What a screen reader calls one toast. */
    notification: 'Notification',
    closeNotification: 'Close notification',
  },
  /** Labels and texts of the site's screens (product-spec §2), beyond the messages above. */
  site: {
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
    backHome: 'Back to Home',
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
    guard: { loading: 'Loading' },
  },
} as const

/** The product's name: a name, the same in every language (never in a catalog). */
export const PRODUCT_NAME = 'Snip'

/** The site's words, in the page's language (lib/words.ts); English is written here. */
export const messages = { ...shared, ...localized('copy', siteOnly) }

/** A wait in words, rounded up to the unit it is said in: "45 seconds", "1 minute", "2 hours". */
export function waitTime(seconds: number): string {
  const { units } = messages
  if (seconds < 60) return units.seconds(Math.max(1, Math.ceil(seconds)))
  return seconds < 3600 ? units.minutes(Math.ceil(seconds / 60)) : units.hours(Math.ceil(seconds / 3600))
}

/** Site texts added after the spec's list (append-only, like the rest of this file). */
export const siteMessages = localized('copyAdded', {
  /** The user menu's way to the admin page, shown to admins only. */
  admin: 'Admin',
} as const)

// Business constants and limits (product-spec §9) plus the server's own limits.
export const limits = {
  shortCodeMin: 5,
  shortCodeMax: 64,
  randomCodeLength: 7,
  /** A new password's shortest length: NIST SP 800-63B's minimum for a chosen password. */
  passwordMin: 8,
  /** Sign-in still takes the shorter passwords that accounts could choose before (the wire contract's floor). */
  signInPasswordMin: 6,
  passwordMax: 72,
  usernameMin: 3,
  usernameMax: 100,
  urlMax: 4096,
  bodyMaxBytes: 64 * 1024,
  /** Deepest nesting of arrays and objects a JSON body may have (docs/decisions/0013). */
  jsonMaxDepth: 32,
  /** API keys: per user, and the length of a key's name. */
  apiKeysPerUser: 25,
  apiKeyNameMax: 100,
  /** Link import (docs/decisions/0041): the file, its rows, and one line of a CSV. */
  importMaxBytes: 5 * 1024 * 1024,
  importMaxRows: 10_000,
  importMaxLineChars: 16 * 1024,
  /** Link lifecycle (docs/decisions/0040): a click cap's range and a link password's length. */
  maxClicksMin: 1,
  maxClicksMax: 1_000_000_000,
  linkPasswordMin: 4,
  linkPasswordMax: 128,
  /** Password attempts a minute per client address before 429 (docs/decisions/0070). */
  linkPasswordAttempts: 10,
  /** Password attempts a minute per link, from all addresses together: far above one address's, so no stranger can lock a link. */
  linkPasswordAttemptsPerLink: 600,
  /**
   * A user's metadata (sign-up `data`, PUT /auth/v1/user `data`) as JSON, in UTF-8 bytes: every access token
   * carries it, so without a bound the token outgrows a request header and the account is unusable
   * (docs/decisions/0069).
   */
  userMetadataMaxBytes: 4 * 1024,
  /** A second factor's name and the issuer its authenticator app shows. */
  factorNameMax: 255,
} as const

/** Every API key starts with this, so the API can tell one from an access token (a JWT) at a glance. */
export const API_KEY_PREFIX = 'snip_'

export const timing = {
  linksStaleMs: 10_000,
  statsStaleMs: 30_000,
  copiedResetMs: 2_000,
  toastLimit: 1,
  toastDurationMs: 5_000,
  toastRemoveDelayMs: 1_000_000,
  toastSwipeThresholdPx: 50,
  toastHotkey: 'F8',
} as const

/**
 * Every QR code Snip draws (home page and API alike) unless its owner picks a style (qr-style.ts, decision
 * 0045): black on white with the standard 4-module quiet zone (ISO/IEC 18004), not the spec's 1, which some
 * scanners and printers cut into (docs/decisions/0028).
 */
export const qrStyle = { margin: 4, dark: '#000000', light: '#ffffff' } as const

export const qrHome = { width: 200, margin: qrStyle.margin, dark: qrStyle.dark, light: qrStyle.light, displayPx: 256 } as const

/** The fixed placeholder stored in a product user record: the password is managed by the auth service. */
export const PASSWORD_PLACEHOLDER = 'managed-by-auth-provider'

/** nanoid's URL-safe alphabet, the alphabet of random short codes. */
export const SHORT_CODE_PATTERN = /^[A-Za-z0-9_-]+$/

export const sortOptions = ['newest', 'oldest', 'most-clicked', 'least-clicked'] as const
export type SortOption = (typeof sortOptions)[number]
export const statusFilters = ['all', 'active', 'inactive', 'expired'] as const
export type StatusFilter = (typeof statusFilters)[number]

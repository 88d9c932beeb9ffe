// The home page's shortener words (product-spec §2): its React island (features/home) and the visitor's plain
// script (features/visitor-shortener) read them; no other page loads them.
import { localized } from '@contracts/words'

export const homeCopy = localized('home', {
  urlLabel: 'URL to shorten',
  urlPlaceholder: 'Paste a long URL, e.g. https://example.com/a/very/long/path',
  shorten: 'Shorten URL',
  shortening: 'Shortening...',
  myLinks: 'My Links',
  customCodeLabel: 'Custom path (optional)',
  customCodePlaceholder: 'my-link',
  resultLabel: 'Your short URL',
  codeLabel: 'Custom path',
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
  /** The list of what an account adds, for screen readers. */
  hintsLabel: 'With an account',
  exampleHost: 'example.com',
} as const)

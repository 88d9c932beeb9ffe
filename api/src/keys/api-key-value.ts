// An API key's value: `snip_` and 43 letters and digits (256 random bits; no - or _, so a double-click
// selects it whole). Only its HMAC-SHA-256, keyed with the server's signing secret, is stored (like the
// mailed codes, auth/tokens/token-crypto.ts), with the first characters to tell keys apart.
// Decision 0032-api-keys.md.
import { createHmac } from 'node:crypto'
import { customAlphabet } from 'nanoid'
import { API_KEY_PREFIX } from '../contracts'

const randomPart = customAlphabet('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', 43)

/** How many characters of a key are kept and shown: `snip_` and 7 more (the other 36 stay secret). */
export const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 7

export function newApiKey(): string {
  return API_KEY_PREFIX + randomPart()
}

export function apiKeyHash(secret: Uint8Array, key: string): string {
  return createHmac('sha256', secret).update(`snip-api-key\u0000${key}`, 'utf8').digest('hex')
}

export const shownPrefixOf = (key: string) => key.slice(0, SHOWN_PREFIX_LENGTH)

/** Whether a bearer credential is meant as an API key (an access token is a JWT, which never starts so). */
export const looksLikeApiKey = (token: string) => token.startsWith(API_KEY_PREFIX)

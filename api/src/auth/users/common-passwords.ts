// The list of commonly used passwords a new password is checked against (NIST SP 800-63B: refuse values from
// lists of common or breached passwords): the 10,000 most frequent of the list zxcvbn-ts ships
// (@zxcvbn-ts/language-common, MIT), most frequent first. Read once, on first use, and kept in lower case so
// that a capital letter does not make a listed password new. Only the server holds it: the pages stay light.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const LIST_SIZE = 10_000
let common: Set<string> | undefined

function commonPasswords(): Set<string> {
  if (!common) {
    const file = createRequire(import.meta.url).resolve('@zxcvbn-ts/language-common/src/passwords.json')
    const list = JSON.parse(readFileSync(file, 'utf8')) as string[]
    common = new Set(list.slice(0, LIST_SIZE).map((p) => p.toLowerCase()))
  }
  return common
}

export const isCommonPassword = (password: string): boolean => commonPasswords().has(password.toLowerCase())

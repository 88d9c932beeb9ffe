// GET and PUT /api/users/me/language: the language Snip writes the account's mails in, and the one its pages
// follow once saved (the answer sets the snip-lang preference too). Kept on the product's user record beside the
// time zone: both are the person's own settings, and a mail is written to an account without its session.
// Null until one is chosen: a sign-up stores the language its request was made in (auth/routes/signup.ts).
import type { AccountLanguageBody, AccountLanguageDto } from '../contracts/account-language'
import { isLanguage } from '../contracts/languages'
import type { Database } from '../db/database'
import type { Actor } from '../http/actor'
import { AppError } from '../http/app-error'
import { findAccountLanguage, updateAccountLanguage } from '../auth'

/** A stored code the site no longer speaks reads as none chosen. */
const answer = (language: string | null): AccountLanguageDto => ({ language: language !== null && isLanguage(language) ? language : null })

export async function getAccountLanguage(db: Database, actor: Actor): Promise<AccountLanguageDto> {
  const language = await findAccountLanguage(db, actor.userId)
  if (language === undefined) throw AppError.userNotFound()
  return answer(language)
}

export async function setAccountLanguage(db: Database, actor: Actor, body: AccountLanguageBody): Promise<AccountLanguageDto> {
  if (!(await updateAccountLanguage(db, actor.userId, body.language))) throw AppError.userNotFound()
  return answer(body.language)
}

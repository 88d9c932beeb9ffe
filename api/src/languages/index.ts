// The languages room's door: which language a request reads, the preference cookie, and the catalogs' words on
// the server (for mails). Below every room that sends mail, so each can ask it (docs/decisions/0088).
export { languageFromAcceptLanguage, languageFromCookie, negotiateLanguage } from './negotiate-language'
export { languagePreferenceCookie } from './preference-cookie'
export { catalogWords, type Words } from './catalog-words'

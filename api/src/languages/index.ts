// The languages room's door: which language a request reads, the preference cookie, and the catalogs on the
// server (their one reader, for mails and the API's errors). Below every room that sends mail or answers an
// error, so each can ask it (docs/decisions/0088).
export { languageFromAcceptLanguage, languageFromCookie, negotiateLanguage } from './negotiate-language'
export { languagePreferenceCookie } from './preference-cookie'
export { type Catalog, catalogOf } from './catalogs'
export { catalogWords, type Words } from './catalog-words'

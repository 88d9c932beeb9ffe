// The language section's calls: GET and PUT /api/users/me/language (the answer to PUT sets the snip-lang
// preference cookie, so the site's pages follow the account's language in this browser).
import type { AccountLanguageDto } from '@contracts/account-language'
import { api } from '../../lib/api-client'

export const loadLanguage = () => api.get<AccountLanguageDto>('/api/users/me/language')
export const saveLanguage = (language: string) => api.put<AccountLanguageDto>('/api/users/me/language', { language })

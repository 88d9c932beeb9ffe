// The site's language on the server (docs/decisions/0088). A page translated into other languages answers at
// its English address in English only to someone who wants English: a visitor who picked a language (the
// snip-lang preference), or whose browser prefers one the site speaks, is sent to the page in it. A switcher
// link (?lang=de) stores the choice and goes to the clean address. Addresses with a prefix (/de/about) always
// answer in their language, so each address has one content and can be cached and linked to.
import { BASE_LANGUAGE, LANGUAGE_QUERY, LANGUAGES, type Language, localizedPath, splitLanguagePath } from '../contracts/languages'
import { languagePreferenceCookie, negotiateLanguage } from '../languages'
import { SERVED_PAGES, type Site, type SiteFile } from './static-site'

/** The signed-in app and its sign-in pages: one address in every language (languageRouting's appPage). */
const isAppPage = (path: string) => path === '/app' || path.startsWith('/app/')

/** The pages the server answers at a short link's address: translated by picking the file, never by redirect. */
const servedPages = new Set<string>(Object.values(SERVED_PAGES))

function redirect(status: 302 | 303, location: string, headers: Record<string, string> = {}): Response {
  return new Response(null, { status, headers: { location, 'cache-control': 'no-store', vary: 'accept-language, cookie', ...headers } })
}

/** `secure`: the site is served over HTTPS (PUBLIC_URL), so the preference is sent over HTTPS only. */
export function languageRouting(site: Site, { secure = false }: { secure?: boolean } = {}) {
  /** The page at `englishPath` in `language`, if the site has it. */
  const translated = (englishPath: string, language: Language) => {
    const path = localizedPath(englishPath, language)
    return site.find(path) ? path : undefined
  }
  /** An English address whose page exists in another language: its answer depends on who asks. */
  const negotiated = (path: string) =>
    splitLanguagePath(path).locale === BASE_LANGUAGE && !servedPages.has(path) && !isAppPage(path) && translated(path, 'de') !== undefined

  return {
    negotiated,
    /**
     * The app's page (/app/…) at its English address in the visitor's language, when the site was built in it:
     * the app's pages keep one address in every language (their scripts read the address: a workspace's slug,
     * where to go after signing in), so the server picks the file instead of redirecting.
     */
    appPage(request: Request, path: string): { file: SiteFile; translated: boolean } | undefined {
      if (!isAppPage(path) || splitLanguagePath(path).locale !== BASE_LANGUAGE) return undefined
      const english = site.find(path)
      if (!english) return undefined
      const { language } = negotiateLanguage(request.headers)
      const file = language === BASE_LANGUAGE ? undefined : site.find(localizedPath(path, language))
      return { file: file ?? english, translated: translated(path, 'de') !== undefined }
    },
    /** A redirect to the page in the visitor's language, or undefined to serve the address as it is. */
    answer(request: Request, path: string): Response | undefined {
      // Most requests (every script and style) carry no query: the URL is parsed only when one does.
      const url = request.url.includes('?') ? new URL(request.url) : undefined
      const asked = url?.searchParams.get(LANGUAGE_QUERY)
      // Only on a page of the site: the address redirected to is always one of its own (never `//elsewhere`).
      if (url && asked != null && site.find(path)) {
        const language = LANGUAGES.find((l) => l.toLowerCase() === asked.toLowerCase())
        if (!language) return undefined
        url.searchParams.delete(LANGUAGE_QUERY)
        const { englishPath } = splitLanguagePath(path)
        const target = isAppPage(englishPath) ? englishPath : (translated(englishPath, language) ?? path)
        // A signed-in person's account language is left as it is: this request carries no session (the site keeps
        // it in the browser's storage), and the footer is a page's choice; Settings changes the account's.
        return redirect(303, `${target}${url.search}`, { 'set-cookie': languagePreferenceCookie(language, secure) })
      }
      if (!negotiated(path)) return undefined
      const { language } = negotiateLanguage(request.headers)
      const target = language === BASE_LANGUAGE ? undefined : translated(path, language)
      return target ? redirect(302, `${target}${url?.search ?? ''}`) : undefined
    },
  }
}

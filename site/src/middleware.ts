// Every page is prerendered in the language its address names (/de/… German, no prefix English): while Astro
// renders one, the islands' copy objects (lib/words.ts) read that language's words, in the page's frontmatter,
// its Astro components and the islands' server render alike. An AsyncLocalStorage keeps them the page's own
// whatever else is being rendered; the page is rendered whole inside it, so none of it escapes.
import { AsyncLocalStorage } from 'node:async_hooks'
import { splitLanguagePath } from '@contracts/languages'
import type { MiddlewareHandler } from 'astro'
import { islandWordsFor } from './lib/island-words'
import { type Rendering, renderingFrom } from '@contracts/words'

const pages = new AsyncLocalStorage<Rendering>()
renderingFrom(() => pages.getStore())

export const onRequest: MiddlewareHandler = (context, next) => {
  const { locale } = splitLanguagePath(context.url.pathname)
  return pages.run({ locale, words: islandWordsFor(locale) }, async () => {
    const response = await next()
    return new Response(await response.text(), response)
  })
}

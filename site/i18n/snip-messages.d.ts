/** One run of English text made visibly foreign, as the pseudo-locale shows it. */
export function pseudoText(text: string): string
declare const plugin: unknown
export default plugin

// The catalogs' sentences with values in them, for the islands: `{name}`, `{name, number}` and
// `{name, plural, =0 {…} one {# link} other {# links}}` (ICU's syntax, the part of it the site needs). Read while a
// page is prerendered and in tests, never in a browser: a page hands its islands the templates already read
// (format-template.ts puts the values in). Small on purpose: a full ICU library would cost the dashboard more
// than its whole budget's remaining room.

import type { Part } from './format-template'

export type { Part }

/** Parses a template; throws on unbalanced braces, so a broken catalog entry fails its test, not a page. */
export function parseTemplate(source: string): Part[] {
  let at = 0
  const message = (nested: boolean): Part[] => {
    const parts: Part[] = []
    let text = ''
    while (at < source.length) {
      const ch = source[at]!
      if (ch === '}') {
        if (nested) break
        throw new Error(`Unbalanced "}" in: ${source}`)
      }
      if (ch !== '{') {
        text += ch
        at++
        continue
      }
      if (text) parts.push(text)
      text = ''
      at++
      parts.push(argument())
    }
    if (text) parts.push(text)
    return parts
  }
  const argument = (): Part => {
    const head = /^\s*([A-Za-z][\w]*)\s*(?:,\s*(number|plural)\s*)?(,|\})/.exec(source.slice(at))
    if (!head) throw new Error(`Bad placeholder at ${at} in: ${source}`)
    at += head[0].length
    const [, arg, kind] = head
    if (!kind) return { arg: arg!, kind: 'text' }
    if (kind === 'number') {
      if (head[3] !== '}') throw new Error(`Bad number placeholder in: ${source}`)
      return { arg: arg!, kind: 'number' }
    }
    const branches: Record<string, Part[]> = {}
    for (;;) {
      const selector = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(source.slice(at))
      if (!selector) break
      at += selector[0].length
      branches[selector[1]!] = message(true)
      if (source[at] !== '}') throw new Error(`Unclosed plural branch in: ${source}`)
      at++
    }
    const close = /^\s*\}/.exec(source.slice(at))
    if (!close || !branches.other) throw new Error(`A plural needs an "other" branch and a closing brace: ${source}`)
    at += close[0].length
    return { arg: arg!, kind: 'plural', branches }
  }
  return message(false)
}

/** The placeholders a template uses, in order of first appearance (a function's arguments, in that order). */
export function templateArgs(parts: Part[], found: string[] = []): string[] {
  for (const part of parts) {
    if (typeof part === 'string') continue
    if (!found.includes(part.arg)) found.push(part.arg)
    if (part.kind === 'plural') for (const branch of Object.values(part.branches)) templateArgs(branch, found)
  }
  return found
}

/** Each text run of a template changed by `change` (the pseudo-locale's marks), its placeholders kept. */
export function mapTemplateText(parts: Part[], change: (text: string) => string): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return change(part)
      if (part.kind !== 'plural') return part.kind === 'number' ? `{${part.arg}, number}` : `{${part.arg}}`
      const branches = Object.entries(part.branches).map(([selector, branch]) => `${selector} {${mapTemplateText(branch, change)}}`)
      return `{${part.arg}, plural, ${branches.join(' ')}}`
    })
    .join('')
}

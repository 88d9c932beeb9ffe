// A catalog message with markup ({#strong}…{/strong}, {#code}…{/code}) as HTML for a page rendered at build
// time: text escaped, each tag one the pages allow (code is marked translate="no": a header or a cookie's name
// reads the same in every language), and values the page renders itself (a span the server fills in) put in
// whole where the message names them. The sentence stays whole in the catalog, so a translator can move them.
interface MessagePart {
  type: string
  value?: string
  name?: string
}

const OPEN: Readonly<Record<string, string>> = { strong: '<strong>', em: '<em>', code: '<code translate="no">' }
const CLOSE: Readonly<Record<string, string>> = { strong: '</strong>', em: '</em>', code: '</code>' }

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The stand-in a message input takes when the page puts HTML there: passed as the input, replaced after escaping. */
export const slot = (name: string) => `\u{E000}${name}\u{E001}`

export function messageHtml(parts: readonly MessagePart[], slots: Readonly<Record<string, string>> = {}): string {
  let html = ''
  for (const part of parts) {
    if (part.type === 'text') html += escapeHtml(part.value ?? '')
    else if (part.type === 'markup-start' || part.type === 'markup-end') {
      const table = part.type === 'markup-start' ? OPEN : CLOSE
      const tag = table[part.name ?? '']
      if (tag === undefined) throw new Error(`A message uses the tag {#${part.name}}, which pages do not render`)
      html += tag
    }
  }
  return html.replace(/\u{E000}([\w-]+)\u{E001}/gu, (whole, name: string) => slots[name] ?? whole)
}

/** A compiled message: a function of its inputs, with `parts` when it has markup. */
type CompiledMessage<I, O> = ((inputs: I, options: O) => string) & { parts?: (inputs: I, options: O) => readonly MessagePart[] }

/** The message as HTML, whether it has markup or not. */
export function richMessage<I, O>(message: CompiledMessage<I, O>, inputs: I, options: O, slots: Readonly<Record<string, string>> = {}): string {
  const parts = message.parts ? message.parts(inputs, options) : [{ type: 'text', value: message(inputs, options) }]
  return messageHtml(parts, slots)
}

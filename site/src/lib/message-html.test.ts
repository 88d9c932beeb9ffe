import { describe, expect, it } from 'vitest'
import { messageHtml, slot } from './message-html'

describe('a message with markup as HTML', () => {
  it('escapes text, renders the allowed tags and puts a slot’s HTML in whole', () => {
    const parts = [
      { type: 'markup-start', name: 'strong' },
      { type: 'text', value: 'Links:' },
      { type: 'markup-end', name: 'strong' },
      { type: 'text', value: ` <b>kept</b> ${slot('days')} days, ` },
      { type: 'markup-start', name: 'code' },
      { type: 'text', value: 'DNT: 1' },
      { type: 'markup-end', name: 'code' },
    ]
    expect(messageHtml(parts, { days: '<span data-setting="x">395</span>' })).toBe(
      '<strong>Links:</strong> &lt;b&gt;kept&lt;/b&gt; <span data-setting="x">395</span> days, <code translate="no">DNT: 1</code>',
    )
  })

  it('refuses a tag the pages do not render', () => {
    expect(() => messageHtml([{ type: 'markup-start', name: 'script' }])).toThrow(/script/)
  })
})

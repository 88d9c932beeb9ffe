import { describe, expect, it } from 'vitest'
import { bookmarkletCode } from './bookmarklet'

describe('the bookmarklet', () => {
  it("opens the instance's dashboard with the page's address, encoded", () => {
    const code = bookmarkletCode('https://snip.example')
    expect(code.startsWith('javascript:')).toBe(true)
    expect(code).not.toContain('%')
    const opened: string[] = []
    const run = new Function('window', 'location', code.slice('javascript:'.length))
    run({ open: (url: string) => void opened.push(url) }, { href: 'https://news.example/a?b=1&c=2#d' })
    expect(opened).toEqual(['https://snip.example/app/dashboard?url=https%3A%2F%2Fnews.example%2Fa%3Fb%3D1%26c%3D2%23d'])
  })
})

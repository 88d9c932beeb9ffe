import { describe, expect, it } from 'vitest'
import { sharedAddress, withoutShared } from './shared-address'

describe('an address shared to the dashboard', () => {
  it('takes url when it is a web address', () => {
    expect(sharedAddress('?url=https%3A%2F%2Fexample.org%2Fa%3Fx%3D1')).toBe('https://example.org/a?x=1')
    expect(sharedAddress('?url=http://example.org/&title=Example')).toBe('http://example.org/')
  })

  it('takes the first web address in text, without the sentence around it', () => {
    expect(sharedAddress('?text=Read%20this%20https%3A%2F%2Fexample.org%2Fb%20now')).toBe('https://example.org/b')
    expect(sharedAddress('?title=T&text=See+https://example.org/c.+And+https://example.org/d')).toBe('https://example.org/c')
  })

  it('opens nothing for anything but http and https', () => {
    expect(sharedAddress('?url=javascript:alert(1)')).toBeNull()
    expect(sharedAddress('?url=data:text/html,x')).toBeNull()
    expect(sharedAddress('?text=javascript:alert(1)')).toBeNull()
    expect(sharedAddress('?text=no%20address%20here')).toBeNull()
    expect(sharedAddress('?title=https://example.org/only-a-title')).toBeNull()
    expect(sharedAddress('?url=https://')).toBeNull()
    expect(sharedAddress('')).toBeNull()
  })

  it('leaves the other parameters in the address', () => {
    expect(withoutShared('?url=https://a.example&text=x&title=y')).toBe('')
    expect(withoutShared('?q=shop&url=https://a.example&sort=oldest')).toBe('?q=shop&sort=oldest')
    expect(withoutShared('?q=shop')).toBe('?q=shop')
  })
})

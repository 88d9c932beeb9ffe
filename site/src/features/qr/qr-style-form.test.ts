// The QR dialog's typed style (docs/decisions/0045): the default look adds nothing to the spec's requests; a
// changed, valid style becomes the query the preview and both downloads share; an error stops it.
import { describe, expect, test } from 'vitest'
import { qrStyleMessages as m } from '@contracts/qr-style-messages'
import { checkQrStyle, defaultQrStyleForm } from './qr-style-form'

describe('QR dialog style', () => {
  test('default: no query; changed: the whole style; unreadable: no query and the error', () => {
    expect(checkQrStyle(defaultQrStyleForm)).toEqual({ errors: {}, valid: true, query: '' })
    expect(checkQrStyle({ ...defaultQrStyleForm, fg: '#eeeeee' })).toEqual({ errors: { colours: m.lowContrast }, valid: false, query: '' })
    expect(checkQrStyle({ ...defaultQrStyleForm, size: '300', fg: '#1A237E' }).query).toBe('&size=300&fg=%231A237E&bg=%23ffffff&margin=4&ecc=M')
  })
})

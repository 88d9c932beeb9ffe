// The QR style's rules as the dashboard checks them (docs/decisions/0045): WCAG contrast, dark on light,
// and the same ranges and messages as the API's query schema.
import { describe, expect, test } from 'vitest'
import { contrastRatio, qrColourProblem, qrStyleErrors } from './qr-style'
import { qrStyleMessages as m } from './qr-style-messages'

describe('QR style rules', () => {
  test('WCAG contrast: 21:1 for black on white, 1:1 for a colour on itself, the same either way round', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#3366cc', '#3366cc')).toBe(1)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#ffffff', '#767676')).toBe(contrastRatio('#767676', '#ffffff'))
  })

  test('a pair scans when the modules are darker and the contrast is at least 4.5:1', () => {
    expect(qrColourProblem('#1a237e', '#fff8e1')).toBeNull()
    expect(qrColourProblem('#777777', '#ffffff')).toBe(m.lowContrast)
    expect(qrColourProblem('#ffffff', '#000000')).toBe(m.lightOnDark)
  })

  test('the typed style: each field its message', () => {
    expect(qrStyleErrors({ size: '512', fg: '#000000', bg: '#ffffff', margin: '0', ecc: 'h' })).toEqual({})
    expect(qrStyleErrors({ size: '100', fg: 'red', bg: '#ffffff', margin: '17', ecc: 'X' })).toEqual({
      size: m.sizeRange,
      fg: m.fgInvalid,
      margin: m.marginRange,
      ecc: m.eccInvalid,
    })
  })
})

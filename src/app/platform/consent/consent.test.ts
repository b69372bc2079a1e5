import { describe, expect, it } from 'vitest'
import { codeOf, consentCodes, consentFromCode, isConsentCode } from './consent'

describe('the consent code', () => {
  it.each([
    ['00', false, false],
    ['01', false, true],
    ['10', true, false],
    ['11', true, true],
  ] as const)('%s means analytics %s, marketing %s (analytics first)', (code, analytics, marketing) => {
    expect(consentFromCode(code)).toEqual({ analytics, marketing })
    expect(codeOf({ analytics, marketing })).toBe(code)
  })

  it('accepts only the four codes', () => {
    for (const code of consentCodes) expect(isConsentCode(code)).toBe(true)
    for (const other of ['', '1', '12', '111', 11, null, undefined]) expect(isConsentCode(other)).toBe(false)
  })
})

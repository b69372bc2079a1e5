import { describe, expect, it } from 'vitest'
import { allowedVariant } from './ab-tests'

describe('allowedVariant', () => {
  it('keeps an allowed variant and falls back to control otherwise', () => {
    expect(allowedVariant('sample-test', 'A')).toBe('A')
    expect(allowedVariant('CRO-1304', 'variant 1')).toBe('variant 1')
    expect(allowedVariant('sample-test', 'variant 1')).toBe('control')
    expect(allowedVariant('CRO-1304', 'A')).toBe('control')
    expect(allowedVariant('sample-test', undefined)).toBe('control')
  })
})

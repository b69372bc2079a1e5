import { describe, expect, it } from 'vitest'
import { fieldHash, fieldOfHash, linkableFields } from './field-hash'

describe('field hashes', () => {
  it('lead from a field to its hash and back', () => {
    for (const field of linkableFields) expect(fieldOfHash(fieldHash(field))).toBe(field)
    expect(fieldHash('chamberOfCommerceNumber')).toBe('#chamberOfCommerceNumber')
  })

  it('name no field for an empty hash, another hash, or one in another case', () => {
    expect(fieldOfHash('')).toBeUndefined()
    expect(fieldOfHash('#')).toBeUndefined()
    expect(fieldOfHash('#firstName')).toBeUndefined()
    expect(fieldOfHash('#ChamberOfCommerceNumber')).toBeUndefined()
    expect(fieldOfHash('#constructor')).toBeUndefined()
  })
})

import { describe, expect, it } from 'vitest'
import { conflictingFields } from './conflicting-fields'

const fields = ['firstName', 'lastName', 'phoneNumber'] as const
const basis = { firstName: 'Alex', lastName: 'Morgan', phoneNumber: '' }

describe('conflictingFields', () => {
  it('names a field changed elsewhere to something other than what was typed', () => {
    expect(
      conflictingFields(fields, {
        basis,
        typed: { ...basis, lastName: 'Smith' },
        current: { ...basis, lastName: 'Jansen' },
      }),
    ).toEqual(['lastName'])
  })

  it('names a field changed elsewhere that the customer left as it was: saving would undo that change', () => {
    expect(
      conflictingFields(fields, {
        basis,
        typed: { ...basis, firstName: 'Alexandra' },
        current: { ...basis, phoneNumber: '+44 20 7946 0018' },
      }),
    ).toEqual(['phoneNumber'])
  })

  it('names none when the change elsewhere agrees with what was typed, or touched nothing the form holds', () => {
    expect(
      conflictingFields(fields, {
        basis,
        typed: { ...basis, lastName: 'Jansen ' },
        current: { ...basis, lastName: 'Jansen' },
      }),
    ).toEqual([])
    expect(conflictingFields(fields, { basis, typed: basis, current: { ...basis } })).toEqual([])
  })

  it('takes nothing and empty text alike', () => {
    expect(
      conflictingFields(fields, {
        basis: { ...basis, phoneNumber: undefined as unknown as string },
        typed: basis,
        current: basis,
      }),
    ).toEqual([])
  })
})

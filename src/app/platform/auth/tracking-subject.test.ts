import { describe, expect, it } from 'vitest'
import { noteSubjectForTracking } from './tracking-subject'

describe('noteSubjectForTracking', () => {
  it('adds a login event with the subject to the data layer, keeping what is there', () => {
    const target = { dataLayer: [{ event: 'page' }] } as unknown as Window
    noteSubjectForTracking('user-1', target)
    expect(target.dataLayer).toEqual([{ event: 'page' }, { event: 'login', userId: 'user-1' }])
  })

  it('starts the data layer when there is none, and notes nothing without a subject', () => {
    const target = {} as Window
    noteSubjectForTracking('', target)
    expect(target.dataLayer).toBeUndefined()
    noteSubjectForTracking('user-2', target)
    expect(target.dataLayer).toEqual([{ event: 'login', userId: 'user-2' }])
  })
})

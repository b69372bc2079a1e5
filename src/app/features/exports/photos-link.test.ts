import { describe, expect, it } from 'vitest'
import { photosLink } from './photos-link'

describe('photosLink', () => {
  it('leads to the photos page', () => {
    expect(photosLink('')).toEqual({ pathname: '/my-photos/photos', search: '' })
  })

  it("keeps the 'stripped' flag, whatever its case, and drops other parameters", () => {
    expect(photosLink('?Stripped=true&hideHeaderNav=true')).toEqual({
      pathname: '/my-photos/photos',
      search: '?Stripped=true',
    })
    expect(photosLink('?foo=1&STRIPPED')).toEqual({ pathname: '/my-photos/photos', search: '?STRIPPED=' })
  })
})

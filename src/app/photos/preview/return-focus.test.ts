// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { returnFocusTo, takesReturnFocus } from './return-focus'

describe('return focus after the preview', () => {
  afterEach(() => {
    document.dispatchEvent(new KeyboardEvent('keydown'))
  })

  it('goes to the cell of the photo shown last, once', () => {
    returnFocusTo({ imageId: 'a' })
    returnFocusTo({ imageId: 'b' })
    expect(takesReturnFocus('a')).toBe(false)
    expect(takesReturnFocus('b')).toBe(true)
    expect(takesReturnFocus('b')).toBe(false)
  })

  it('is forgotten as soon as the user does something else', () => {
    returnFocusTo({ imageId: 'a' })
    document.dispatchEvent(new Event('pointerdown'))
    expect(takesReturnFocus('a')).toBe(false)
    returnFocusTo({ imageId: 'b' })
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Tab' }))
    expect(takesReturnFocus('b')).toBe(false)
  })
})

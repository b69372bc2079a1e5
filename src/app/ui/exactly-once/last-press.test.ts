import { describe, expect, it, vi } from 'vitest'
import { isTwinOf } from './last-press'

describe('isTwinOf', () => {
  const press = { x: 120, y: 48, at: 1_000 }

  it('is the second press of a double-click at the same spot', () => {
    expect(isTwinOf(press, { clientX: 122, clientY: 47, timeStamp: 1_250 }, 500)).toBe(true)
  })

  it('measures between the presses, not until a busy page handles the second', () => {
    vi.spyOn(performance, 'now').mockReturnValue(9_000)
    expect(isTwinOf(press, { clientX: 120, clientY: 48, timeStamp: 1_300 }, 500)).toBe(true)
    vi.restoreAllMocks()
  })

  it('is a new press after the interval, elsewhere, or without a position', () => {
    expect(isTwinOf(press, { clientX: 120, clientY: 48, timeStamp: 1_500 }, 500)).toBe(false)
    expect(isTwinOf(press, { clientX: 130, clientY: 48, timeStamp: 1_100 }, 500)).toBe(false)
    expect(isTwinOf({ x: 0, y: 0, at: 1_000 }, { clientX: 0, clientY: 0, timeStamp: 1_100 }, 500)).toBe(false)
    expect(isTwinOf(undefined, { clientX: 120, clientY: 48, timeStamp: 1_100 }, 500)).toBe(false)
  })
})

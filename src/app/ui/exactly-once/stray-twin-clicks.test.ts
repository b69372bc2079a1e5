// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { isStrayTwin } from './stray-twin-clicks'

describe('isStrayTwin', () => {
  const left = document.createElement('button')
  const staying = document.createElement('button')
  const link = document.createElement('a')
  document.body.append(staying, link)
  afterEach(() => left.remove())
  const first = (control: Element) => ({ x: 400, y: 300, at: 1_000, control })
  const twin = { clientX: 401, clientY: 300, timeStamp: 1_150 }

  it('is the second half of a double-click whose control left, landing on another control', () => {
    expect(isStrayTwin(first(left), twin, link)).toBe(true)
  })

  it('is an ordinary click when the first control is still on the page or is the one clicked', () => {
    expect(isStrayTwin(first(staying), twin, link)).toBe(false)
    document.body.append(left)
    expect(isStrayTwin(first(left), twin, left)).toBe(false)
  })

  it('is an ordinary click after the double-click interval, elsewhere, or on no control', () => {
    expect(isStrayTwin(first(left), { ...twin, timeStamp: 1_600 }, link)).toBe(false)
    expect(isStrayTwin(first(left), { ...twin, clientX: 450 }, link)).toBe(false)
    expect(isStrayTwin(first(left), twin, null)).toBe(false)
    expect(isStrayTwin(undefined, twin, link)).toBe(false)
  })
})

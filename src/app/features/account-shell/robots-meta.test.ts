import { describe, expect, it } from 'vitest'
import { robotsFor } from './robots-meta'

describe('robotsFor', () => {
  it('indexes only the root path of a production host', () => {
    expect(robotsFor('/', 'p')).toBe('index')
    expect(robotsFor('/orders', 'p')).toBe('noindex')
    expect(robotsFor('/my-photos/photos', 'p')).toBe('noindex')
  })

  it('never indexes test, acceptance or development hosts', () => {
    expect(robotsFor('/', 't')).toBe('noindex')
    expect(robotsFor('/', 'a')).toBe('noindex')
    expect(robotsFor('/', 'd')).toBe('noindex')
  })
})

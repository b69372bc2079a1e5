import { describe, expect, it } from 'vitest'
import { waitsForFirstThumbnail } from './primary-content'

describe('the pages whose secondary parts wait for the first thumbnail', () => {
  it('are the timeline’s addresses', () => {
    expect(waitsForFirstThumbnail('/my-photos/photos')).toBe(true)
    expect(waitsForFirstThumbnail('/my-photos/')).toBe(true)
    expect(waitsForFirstThumbnail('/my-photos/albums')).toBe(false)
  })
})

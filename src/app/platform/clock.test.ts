import { describe, expect, it } from 'vitest'
import { clockOffsetStorageKey } from '../../../mocks/clock'
import { serviceNow } from './clock'

describe('serviceNow', () => {
  it('reads the offset under the name the mocks write it', async () => {
    const source = await import('./clock?raw')
    expect(source.default).toContain(`'${clockOffsetStorageKey}'`)
  })

  it('is real time outside mock mode', () => {
    const before = Date.now()
    const now = serviceNow()
    expect(now).toBeGreaterThanOrEqual(before)
    expect(now).toBeLessThanOrEqual(Date.now())
  })
})

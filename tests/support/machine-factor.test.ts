import { afterEach, describe, expect, it } from 'vitest'
import { factorFor, machineFactor, maxFactor, medianWorkMs, referenceMs } from './machine-factor'

describe('the machine factor of the browser tests’ time limits', () => {
  const saved = process.env.E2E_MACHINE_FACTOR
  afterEach(() => {
    if (saved === undefined) delete process.env.E2E_MACHINE_FACTOR
    else process.env.E2E_MACHINE_FACTOR = saved
  })

  it('is 1 on a machine as fast as the reference or faster, and grows with the time the work takes', () => {
    expect(factorFor(referenceMs / 2)).toBe(1)
    expect(factorFor(referenceMs)).toBe(1)
    expect(factorFor(referenceMs * 1.5)).toBe(1.5)
    expect(factorFor(referenceMs * 2.345)).toBe(2.35)
  })

  it('stops growing at its ceiling', () => {
    expect(factorFor(referenceMs * 50)).toBe(maxFactor)
  })

  it('takes the median of five timings after a first run that is not counted', () => {
    const timings = [900, 10, 50, 20, 40, 30]
    expect(medianWorkMs(() => timings.shift()!)).toBe(30)
  })

  it('is read from E2E_MACHINE_FACTOR when set, and otherwise measured once and set there for the workers', () => {
    process.env.E2E_MACHINE_FACTOR = '2.5'
    expect(machineFactor()).toBe(2.5)
    delete process.env.E2E_MACHINE_FACTOR
    const measured = machineFactor()
    expect(measured).toBeGreaterThanOrEqual(1)
    expect(measured).toBeLessThanOrEqual(maxFactor)
    expect(process.env.E2E_MACHINE_FACTOR).toBe(String(measured))
  })
})

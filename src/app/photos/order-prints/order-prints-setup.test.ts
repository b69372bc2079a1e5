import { describe, expect, it } from 'vitest'
import { brands } from '#app/platform/brand/brand'
import { salesChannel } from '#app/platform/brand/sales-channel'
import { orderPrintsSetup } from './order-prints-setup'

const editor = 'https://editor.example/prints'

describe('salesChannel', () => {
  it("is the storefront's internal alias where it has one, else its brand id", () => {
    expect(salesChannel({ id: 'printbloom-gb' })).toBe('printbloom-gb')
    expect(salesChannel({ id: 'bildkammaren-se', internalAlias: 'nordprint-se-bk' })).toBe('nordprint-se-bk')
  })

  it('is missing when blank', () => {
    expect(salesChannel({ id: '' })).toBeUndefined()
    expect(salesChannel({ id: 'x', internalAlias: '  ' })).toBeUndefined()
  })

  it('exists for every brand of the registry', () => {
    for (const brand of brands) expect(salesChannel(brand), brand.id).toBeTruthy()
  })
})

// The flag and an available channel: docs/requirements/order-prints.md#order-prints-availability
describe('orderPrintsSetup', () => {
  it('is off without OrderPrintsEnabled, whatever else there is', () => {
    expect(orderPrintsSetup(false, { id: 'printbloom-gb' }, editor)).toEqual({ kind: 'off' })
    expect(orderPrintsSetup(false, { id: '' }, undefined)).toEqual({ kind: 'off' })
  })

  it('is ready with the flag, a channel and an editor', () => {
    expect(orderPrintsSetup(true, { id: 'printbloom-gb' }, editor)).toEqual({
      kind: 'ready',
      channel: 'printbloom-gb',
      editorUrl: editor,
    })
  })

  // docs/requirements/order-prints.md#order-prints-transfer
  it('names a missing channel ID as the problem', () => {
    const setup = orderPrintsSetup(true, { id: '' }, editor)
    expect(setup.kind).toBe('unavailable')
    expect(setup.kind === 'unavailable' && setup.problem).toMatch(/no sales channel ID/)
  })

  it('names a missing editor URL as the problem', () => {
    const setup = orderPrintsSetup(true, { id: 'printbloom-gb' }, undefined)
    expect(setup.kind === 'unavailable' && setup.problem).toMatch(/printsEditorUrl/)
  })
})

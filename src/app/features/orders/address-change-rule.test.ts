import { describe, expect, it } from 'vitest'
import type { OrderDetails, OrderProduct } from '#app/queries/orders'
import { canChangeDeliveryAddress } from './address-change-rule'

const product = (status: OrderProduct['status']) => ({ status }) as OrderProduct
const order = (
  statuses: OrderProduct['status'][],
  over: Partial<Pick<OrderDetails, 'deliveryType'>> & {
    state?: OrderDetails['deliveryAddress']['addressChangeState']
  } = {},
) => ({
  deliveryType: over.deliveryType ?? ('Home' as const),
  deliveryAddress: { addressChangeState: over.state ?? 'NotStarted' } as OrderDetails['deliveryAddress'],
  products: statuses.map(product),
})

describe('canChangeDeliveryAddress', () => {
  it('allows a change before production starts', () => {
    expect(canChangeDeliveryAddress(order(['Received']))).toBe(true)
    expect(canChangeDeliveryAddress(order(['Confirmed', 'Received']))).toBe(true)
    expect(canChangeDeliveryAddress(order(['Confirmed', 'Cancelled']))).toBe(true)
  })
  it('allows another try after a change that succeeded or failed', () => {
    expect(canChangeDeliveryAddress(order(['Confirmed'], { state: 'SuccessfulUpdate' }))).toBe(true)
    expect(canChangeDeliveryAddress(order(['Confirmed'], { state: 'RequestFailed' }))).toBe(true)
  })
  it('refuses once production has started or the order has gone', () => {
    expect(canChangeDeliveryAddress(order(['Confirmed', 'ProductionStarted']))).toBe(false)
    expect(canChangeDeliveryAddress(order(['ProductionCompleted']))).toBe(false)
    expect(canChangeDeliveryAddress(order(['Dispatched']))).toBe(false)
  })
  it('refuses a cancelled order, a pickup point and a change already sent to production', () => {
    expect(canChangeDeliveryAddress(order(['Cancelled', 'Cancelled']))).toBe(false)
    expect(canChangeDeliveryAddress(order(['Received'], { deliveryType: 'PickupPoint' }))).toBe(false)
    expect(canChangeDeliveryAddress(order(['Confirmed'], { state: 'RequestSent' }))).toBe(false)
  })
})

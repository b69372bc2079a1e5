import { describe, expect, it } from 'vitest'
import type { OrderListProduct } from '#app/queries/orders'
import { dispatchedAtOf, isInProgress, mayHaveDeliveryDates } from './in-progress'

const day = 86_400_000
const now = Date.parse('2026-11-24T12:00:00Z')
const ago = (days: number) => new Date(now - days * day).toISOString()
const product = (over: Partial<OrderListProduct> = {}): OrderListProduct => ({
  code: 'PR-1',
  title: 'Beach week',
  articleName: 'PhotobookA4Landscape',
  articleType: 'Photobook',
  status: 'Confirmed',
  paymentStatus: 'paymentSuccess',
  paymentChangedDate: ago(1),
  dispatchedAt: null,
  ...over,
})
const order = (createdDaysAgo: number, ...products: OrderListProduct[]) => ({
  createdAt: ago(createdDaysAgo),
  products: products.length > 0 ? products : [product()],
})
const sent = (daysAgo: number) => product({ status: 'Dispatched', dispatchedAt: ago(daysAgo) })

describe('isInProgress', () => {
  it('keeps an order created within 30 days, up to and including the 30th day', () => {
    expect(isInProgress(order(0), now)).toBe(true)
    expect(isInProgress(order(30), now)).toBe(true)
    expect(
      isInProgress({ createdAt: new Date(now - 30 * day - 1).toISOString(), products: [product()] }, now),
    ).toBe(false)
    expect(isInProgress(order(31), now)).toBe(false)
  })

  it('keeps an order dispatched up to 14 days ago, not one dispatched longer ago', () => {
    expect(isInProgress(order(20, sent(6)), now)).toBe(true)
    expect(isInProgress(order(20, sent(14)), now)).toBe(true)
    expect(
      isInProgress(
        order(
          20,
          product({ status: 'Dispatched', dispatchedAt: new Date(now - 14 * day - 1).toISOString() }),
        ),
        now,
      ),
    ).toBe(false)
    expect(isInProgress(order(28, sent(20)), now)).toBe(false)
  })

  it('counts an order as dispatched only once every product that was not cancelled has gone', () => {
    expect(isInProgress(order(25, sent(20), product({ status: 'ProductionStarted' })), now)).toBe(true)
    expect(isInProgress(order(25, sent(20), product({ status: 'Cancelled' })), now)).toBe(false)
  })

  it('keeps a recent cancelled order in progress (it was never dispatched)', () => {
    expect(isInProgress(order(25, product({ status: 'Cancelled' })), now)).toBe(true)
  })

  it('puts everything older than 30 days in history, even if dispatched yesterday', () => {
    expect(isInProgress(order(45, sent(1)), now)).toBe(false)
  })
})

describe('dispatchedAtOf', () => {
  it('is the last dispatch of the products', () => {
    expect(dispatchedAtOf(order(20, sent(9), sent(6)))).toBe(now - 6 * day)
  })
})

describe('mayHaveDeliveryDates', () => {
  it('asks for an order paid and not cancelled, ordered, in production or sent, within 30 days', () => {
    expect(mayHaveDeliveryDates(order(2), now)).toBe(true)
    expect(mayHaveDeliveryDates(order(2, product({ status: 'ProductionStarted' })), now)).toBe(true)
    expect(mayHaveDeliveryDates(order(20, sent(18)), now)).toBe(true)
    expect(mayHaveDeliveryDates(order(30, sent(28)), now)).toBe(true)
  })

  it('does not ask for what the service answers 404: not yet paid, cancelled, or long delivered', () => {
    expect(
      mayHaveDeliveryDates(order(2, product({ status: 'Received', paymentStatus: 'paymentPending' })), now),
    ).toBe(false)
    expect(mayHaveDeliveryDates(order(2, product({ status: 'Cancelled' })), now)).toBe(false)
    expect(mayHaveDeliveryDates(order(31, sent(29)), now)).toBe(false)
    expect(mayHaveDeliveryDates(order(200, sent(190)), now)).toBe(false)
  })

  it('asks when one product of several is paid and going', () => {
    expect(mayHaveDeliveryDates(order(2, product({ status: 'Cancelled' }), product()), now)).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { displayStatusOf, progressOf, statusTone } from './order-status'

describe('displayStatusOf', () => {
  it.each([
    ['Received', 'AwaitingPayment'],
    ['Confirmed', 'Ordered'],
    ['ProductionStarted', 'InProduction'],
    ['ProductionCompleted', 'InProduction'],
    ['Dispatched', 'Sent'],
    ['Cancelled', 'Cancelled'],
  ] as const)('shows %s as %s', (status, shown) => {
    expect(displayStatusOf({ status, paymentStatus: 'paymentSuccess' })).toEqual({ status: shown })
  })

  it('notes a failed payment while the order awaits payment', () => {
    expect(displayStatusOf({ status: 'Received', paymentStatus: 'paymentFailed' })).toEqual({
      status: 'AwaitingPayment',
      note: 'paymentFailed',
    })
  })

  it('says nothing more of a failed payment once the order is cancelled', () => {
    expect(
      displayStatusOf({ status: 'Cancelled', paymentStatus: 'paymentFailed', fulfilmentStatus: 'cancelled' }),
    ).toEqual({ status: 'Cancelled' })
  })

  it('notes an order on hold and a delay in production', () => {
    expect(
      displayStatusOf({ status: 'Confirmed', paymentStatus: 'paymentSuccess', fulfilmentStatus: 'on_hold' }),
    ).toEqual({ status: 'Ordered', note: 'onHold' })
    expect(
      displayStatusOf({
        status: 'ProductionStarted',
        paymentStatus: 'paymentSuccess',
        fulfilmentStatus: 'delayed',
      }),
    ).toEqual({ status: 'InProduction', note: 'delayed' })
  })

  it('lets the internal status decide over the fulfilment status', () => {
    expect(
      displayStatusOf({ status: 'Dispatched', paymentStatus: 'paymentFree', fulfilmentStatus: 'delayed' }),
    ).toEqual({ status: 'Sent' })
    expect(
      displayStatusOf({ status: 'Confirmed', paymentStatus: 'paymentSuccess', fulfilmentStatus: 'rejected' }),
    ).toEqual({ status: 'Ordered' })
  })
})

describe('statusTone and progressOf', () => {
  it('shows Cancelled red and the others cyan', () => {
    expect(statusTone('Cancelled')).toBe('danger')
    for (const status of ['AwaitingPayment', 'Ordered', 'InProduction', 'Sent'] as const) {
      expect(statusTone(status)).toBe('info')
    }
  })

  it('places each status on the tracker', () => {
    expect(progressOf('AwaitingPayment')).toBe(-1)
    expect(progressOf('Ordered')).toBe(0)
    expect(progressOf('InProduction')).toBe(1)
    expect(progressOf('Sent')).toBe(2)
    expect(progressOf('Cancelled')).toBeNull()
  })
})

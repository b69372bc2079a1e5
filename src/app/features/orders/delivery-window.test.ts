import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { deliveryWindow, formatDay } from './delivery-window'

/** Intl puts thin and no-break spaces around range dashes; the words are what matter here. */
const plain = (text: string) => text.replace(/\s/g, ' ')

const dates = {
  orderId: 'SO-1',
  expectedDispatchDate: '2026-11-28',
  earliestDeliveryDate: '2026-11-29',
  latestDeliveryDate: '2026-12-02',
}

describe('delivery window', () => {
  it('writes the window as the locale writes ranges, on the calendar days the service gave', () => {
    const british = createIntl({ locale: 'en-GB', messages: {} })
    expect(plain(deliveryWindow(british, dates))).toBe('29 November – 2 December')
    expect(plain(deliveryWindow(british, dates, true))).toBe('29 November – 2 December 2026')
    expect(plain(formatDay(british, dates.expectedDispatchDate))).toBe('28 November 2026')
    const austrian = createIntl({ locale: 'de-AT', messages: {} })
    expect(plain(deliveryWindow(austrian, { ...dates, latestDeliveryDate: '2026-11-30' }))).toBe(
      '29.–30. November',
    )
  })
})

import { describe, expect, it } from 'vitest'
import { matchesSearch } from './order-search'

const order = {
  code: 'SO-100001-08',
  products: [
    {
      code: 'PR-100001-08-1',
      title: 'Grandma’s 80th',
      articleName: 'PhotobookA4Landscape',
      articleType: 'Photobook' as const,
      status: 'Dispatched' as const,
      paymentStatus: 'paymentSuccess' as const,
      paymentChangedDate: '2026-11-01T10:00:00Z',
      dispatchedAt: null,
    },
    {
      code: 'PR-100001-08-2',
      title: 'Café Zürich prints',
      articleName: 'Prints10x15',
      articleType: 'Prints' as const,
      status: 'Dispatched' as const,
      paymentStatus: 'paymentSuccess' as const,
      paymentChangedDate: '2026-11-01T10:00:00Z',
      dispatchedAt: null,
    },
  ],
}

describe('matchesSearch', () => {
  it('matches everything when the search is empty', () => {
    expect(matchesSearch(order, '  ')).toBe(true)
  })
  it('matches the order code and product codes, in any case', () => {
    expect(matchesSearch(order, 'so-100001-08')).toBe(true)
    expect(matchesSearch(order, '08-2')).toBe(true)
    expect(matchesSearch(order, 'SO-100001-09')).toBe(false)
  })
  it('matches a product name without its accents', () => {
    expect(matchesSearch(order, 'cafe zurich')).toBe(true)
    expect(matchesSearch(order, 'grandma')).toBe(true)
    expect(matchesSearch(order, 'canvas')).toBe(false)
  })
  it('matches the name the list shows for a product, when it is given', () => {
    const nameOf = () => 'Fotobuch A4 quer'
    expect(matchesSearch(order, 'fotobuch', nameOf)).toBe(true)
    expect(matchesSearch(order, 'fotobuch')).toBe(false)
  })
  it('matches by number and title alone while the names may still come', () => {
    const pending = () => undefined
    expect(matchesSearch(order, 'fotobuch', pending)).toBe(false)
    expect(matchesSearch(order, 'so-100001-08', pending)).toBe(true)
    expect(matchesSearch(order, 'grandma', pending)).toBe(true)
  })
})

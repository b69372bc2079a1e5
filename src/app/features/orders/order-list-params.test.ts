import { describe, expect, it } from 'vitest'
import { listSearch, orderStateParam } from './order-list-params'

describe('order list parameters', () => {
  it('reads the tab, with in progress for anything unknown', () => {
    expect(orderStateParam('history')).toBe('history')
    expect(orderStateParam('inProgress')).toBe('inProgress')
    expect(orderStateParam(null)).toBe('inProgress')
    expect(orderStateParam('nonsense')).toBe('inProgress')
  })
  it('changes the tab or the search, keeps the rest and goes back to the first page', () => {
    const current = new URLSearchParams('mock-persona=consumer&page=3&q=beach')
    expect(listSearch(current, { order_state: 'history' })).toBe(
      '?mock-persona=consumer&q=beach&order_state=history',
    )
    expect(listSearch(current, { q: '  ' })).toBe('?mock-persona=consumer')
    expect(listSearch(new URLSearchParams(), { q: ' SO-1 ' })).toBe('?q=SO-1')
  })
})

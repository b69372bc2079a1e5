import type { OrderState } from './in-progress'

/** The order list's tab as the address says it (`?order_state=`); anything else is the first tab. */
export function orderStateParam(value: string | null): OrderState {
  return value === 'history' ? 'history' : 'inProgress'
}

/** The address of a tab or a search: the other parameters kept (the harness's), the page back to the first. */
export function listSearch(
  current: URLSearchParams,
  changes: { order_state?: OrderState; q?: string },
): string {
  const next = new URLSearchParams(current)
  next.delete('page')
  if (changes.order_state !== undefined) next.set('order_state', changes.order_state)
  if (changes.q !== undefined) {
    if (changes.q.trim() === '') next.delete('q')
    else next.set('q', changes.q.trim())
  }
  const search = next.toString()
  return search ? `?${search}` : ''
}

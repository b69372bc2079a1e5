import { fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoadMore } from './load-more'

type Observed = { callback: IntersectionObserverCallback; element?: Element; disconnected: boolean }
let observers: Observed[] = []

beforeEach(() => {
  observers = []
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly record: Observed
      constructor(callback: IntersectionObserverCallback) {
        this.record = { callback, disconnected: false }
        observers.push(this.record)
      }
      observe(element: Element) {
        this.record.element = element
      }
      disconnect() {
        this.record.disconnected = true
      }
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

/** The button scrolls into view (or out of it). */
function scrollIntoView(isIntersecting: boolean) {
  for (const observer of observers.filter((entry) => !entry.disconnected))
    observer.callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver)
}

const props = { hasNextPage: true, isFetchingNextPage: false, failed: false, label: 'Load more' }

describe('LoadMore', () => {
  it('is a button that loads the next page', () => {
    const fetchNextPage = vi.fn()
    render(<LoadMore {...props} fetchNextPage={fetchNextPage} />)
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(fetchNextPage).toHaveBeenCalledTimes(1)
  })

  it('loads by itself when it scrolls into view, not before', () => {
    const fetchNextPage = vi.fn()
    render(<LoadMore {...props} fetchNextPage={fetchNextPage} />)
    scrollIntoView(false)
    expect(fetchNextPage).not.toHaveBeenCalled()
    scrollIntoView(true)
    expect(fetchNextPage).toHaveBeenCalledTimes(1)
  })

  it('while a page loads, says so and cannot ask twice', () => {
    const fetchNextPage = vi.fn()
    render(<LoadMore {...props} isFetchingNextPage fetchNextPage={fetchNextPage} />)
    const button = screen.getByRole('button', { name: 'Load more' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    scrollIntoView(true)
    expect(fetchNextPage).not.toHaveBeenCalled()
  })

  it('after a failed page, stops loading by itself but the button still asks again', () => {
    const fetchNextPage = vi.fn()
    render(<LoadMore {...props} failed fetchNextPage={fetchNextPage} />)
    scrollIntoView(true)
    expect(fetchNextPage).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(fetchNextPage).toHaveBeenCalledTimes(1)
  })

  it('is gone when there is nothing more', () => {
    render(<LoadMore {...props} hasNextPage={false} fetchNextPage={vi.fn()} />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})

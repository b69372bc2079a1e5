import { useEffect, useRef } from 'react'

interface LoadMoreProps {
  hasNextPage: boolean
  isFetchingNextPage: boolean
  /** A failed page stops the automatic loading; the button (or the list's retry) asks again. */
  failed: boolean
  fetchNextPage: () => void
  label: string
}

/**
 * The end of a paged list: a button that loads the next page, which also does so by itself as it scrolls into view
 * (the infinite-scroll sentinel). Keyboard and screen-reader users have the button.
 */
export function LoadMore({ hasNextPage, isFetchingNextPage, failed, fetchNextPage, label }: LoadMoreProps) {
  const button = useRef<HTMLButtonElement>(null)
  const auto = hasNextPage && !isFetchingNextPage && !failed
  useEffect(() => {
    const element = button.current
    if (!element || !auto || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) fetchNextPage()
      },
      { rootMargin: '400px 0px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [auto, fetchNextPage])
  if (!hasNextPage) return null
  return (
    <button
      ref={button}
      type="button"
      className="button button--secondary load-more"
      disabled={isFetchingNextPage}
      aria-busy={isFetchingNextPage}
      onClick={fetchNextPage}
    >
      {label}
    </button>
  )
}

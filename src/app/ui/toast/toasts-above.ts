import { type RefObject, useEffect } from 'react'

/** The bars fixed at the bottom of the screen that are shown, each with how much of the screen's bottom it takes. */
const bars = new Map<Element, number>()

function placeToasts(): void {
  const above = Math.max(0, ...bars.values())
  document.documentElement.style.setProperty('--toasts-above', `${Math.ceil(above)}px`)
}

/**
 * Keeps the toasts above a bar fixed at the bottom of the screen (a selection toolbar, the order prints bar, the
 * preview's actions) while it is shown, however tall it grows as it wraps or says an error: a toast never covers what
 * the customer presses next (decision 0049).
 */
export function useToastsAbove(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current
    if (!element) return
    const measure = () => {
      bars.set(element, Math.max(0, window.innerHeight - element.getBoundingClientRect().top))
      placeToasts()
    }
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    window.addEventListener('resize', measure)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', measure)
      bars.delete(element)
      placeToasts()
    }
  }, [bar])
}

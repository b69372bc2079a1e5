import { useEffect } from 'react'
import { cellSelector, gridSelector } from './grid-cells'

/** Per grid, the photo whose cell was focused last: it keeps the grid's one tab stop. */
const lastFocused = new WeakMap<Element, string>()

/**
 * One tab stop per grid (a roving tabindex): the cell focused last, or the first drawn cell when that one is not
 * drawn (the timeline unmounts rows scrolled away). Every other cell is left to the arrow keys.
 */
function placeTabStop(grid: Element) {
  const cells = [...grid.querySelectorAll<HTMLElement>(cellSelector)]
  const active = lastFocused.get(grid)
  const stop = cells.find((cell) => cell.dataset.photoId === active) ?? cells[0]
  for (const cell of cells) {
    const tabIndex = cell === stop ? 0 : -1
    if (cell.tabIndex !== tabIndex) cell.tabIndex = tabIndex
  }
}

const placeEveryTabStop = () => {
  for (const grid of document.querySelectorAll(gridSelector)) placeTabStop(grid)
}

/**
 * Tab enters a photo grid once and leaves it with the next press, as in Google Photos; coming back lands on the photo
 * left (decision 0052). The cells are kept so as the grid draws rows (a DOM observer, so the cells need no state);
 * mounted with the grid's arrow keys, and until then every cell is a tab stop as before.
 */
export function useGridTabStop() {
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const cell = event.target
      if (!(cell instanceof HTMLElement) || !cell.matches(cellSelector) || !cell.dataset.photoId) return
      const grid = cell.closest(gridSelector)
      if (!grid) return
      lastFocused.set(grid, cell.dataset.photoId)
      placeTabStop(grid)
    }
    const drawn = new MutationObserver(placeEveryTabStop)
    drawn.observe(document.body, { childList: true, subtree: true })
    placeEveryTabStop()
    document.addEventListener('focusin', onFocusIn)
    return () => {
      drawn.disconnect()
      document.removeEventListener('focusin', onFocusIn)
      for (const cell of document.querySelectorAll(`${gridSelector} ${cellSelector}`)) {
        cell.removeAttribute('tabindex')
      }
    }
  }, [])
}

import { useEffect } from 'react'
import { leftAlone, matches } from '#app/ui/keys'
import { cellSelector, gridSelector } from './grid-cells'
import { timelineKeys } from './shortcuts/timeline-keys'

/** Half a pixel either way: cells of one row share their top, whatever the rounding. */
const sameRow = (a: number, b: number) => Math.abs(a - b) < 1

/**
 * The cell in the nearest row below (`1`) or above (`-1`) whose centre is closest to this one's: across a month's
 * heading too, as the eye goes. Only the rows drawn count; the timeline draws more as focus moves down.
 */
function verticalNeighbour(
  cells: HTMLElement[],
  from: HTMLElement,
  direction: 1 | -1,
): HTMLElement | undefined {
  const here = from.getBoundingClientRect()
  const centre = here.left + here.width / 2
  const beyond = cells
    .map((cell) => ({ cell, box: cell.getBoundingClientRect() }))
    .filter(({ box }) => (direction > 0 ? box.top >= here.bottom - 1 : box.bottom <= here.top + 1))
  if (beyond.length === 0) return undefined
  const tops = beyond.map(({ box }) => box.top)
  const rowTop = direction > 0 ? Math.min(...tops) : Math.max(...tops)
  const distance = (box: DOMRect) => Math.abs(box.left + box.width / 2 - centre)
  return beyond
    .filter(({ box }) => sameRow(box.top, rowTop))
    .reduce((best, next) => (distance(next.box) < distance(best.box) ? next : best)).cell
}

/**
 * The arrow keys on a photo cell move focus to the photo beside it (in reading order, so Right at a row's end goes on
 * to the next row's first) or to the one above or below, as Google Photos does: a keyboard user need not Tab through a
 * whole library. At an edge the key is taken anyway and focus stays, so the page does not scroll under it. Mounted
 * with the grid's `?` sheet (photo-grid-shortcuts.tsx), which loads after the first thumbnails, not with the grid.
 */
export function useGridArrowKeys() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const from = event.target
      if (!(from instanceof HTMLElement) || !from.matches(cellSelector) || leftAlone(event)) return
      const step = matches(event, timelineKeys.right)
        ? 'next'
        : matches(event, timelineKeys.left)
          ? 'previous'
          : matches(event, timelineKeys.down)
            ? 'down'
            : matches(event, timelineKeys.up)
              ? 'up'
              : undefined
      if (!step || event.shiftKey) return
      event.preventDefault()
      const grid = from.closest(gridSelector) ?? from.parentElement
      const cells = grid ? [...grid.querySelectorAll<HTMLElement>(cellSelector)] : []
      const index = cells.indexOf(from)
      const target =
        step === 'next'
          ? cells[index + 1]
          : step === 'previous'
            ? cells[index - 1]
            : verticalNeighbour(cells, from, step === 'down' ? 1 : -1)
      target?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
}

import { helpKey } from './keys'

/**
 * A photo grid's keys (the timeline, an album, a shared album). The arrows move focus to the photo beside, above or
 * below, as on the screen (photos/grid-arrow-keys.ts); the grid is one tab stop (photos/grid-tab-stop.ts), so Tab
 * leaves it, and Enter opens the photo. `?` opens the shortcut sheet.
 */
export const timelineKeys = {
  right: 'ArrowRight',
  left: 'ArrowLeft',
  down: 'ArrowDown',
  up: 'ArrowUp',
  leave: 'Tab',
  open: 'Enter',
  help: helpKey,
}

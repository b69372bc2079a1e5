import { helpKey } from './keys'

/**
 * A photo grid's keys (the timeline, an album, a shared album). The arrows move focus to the photo beside, above or
 * below, as on the screen (photos/grid-arrow-keys.ts); its cells are links, so Tab and Shift+Tab move between them too
 * and Enter opens one. `?` opens the shortcut sheet.
 */
export const timelineKeys = {
  right: 'ArrowRight',
  left: 'ArrowLeft',
  down: 'ArrowDown',
  up: 'ArrowUp',
  next: 'Tab',
  previous: 'Shift+Tab',
  open: 'Enter',
  help: helpKey,
}

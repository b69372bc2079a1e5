import { helpKey } from './keys'

/**
 * A photo grid's keys (the timeline, an album, a shared album). Its cells are links, so Tab and Shift+Tab move between
 * them and Enter opens one: the browser's own keys, listed as what the grid offers. `?` opens the shortcut sheet.
 */
export const timelineKeys = { next: 'Tab', previous: 'Shift+Tab', open: 'Enter', help: helpKey }

/**
 * The date scrubber's keys (features/photo-library/timeline/date-scrubber.tsx), a slider over the months: the arrows
 * and Page Up/Down move one month, Home and End go to the first and the last (decision 0038).
 */
export const scrubberKeys = {
  up: 'ArrowUp',
  down: 'ArrowDown',
  pageUp: 'PageUp',
  pageDown: 'PageDown',
  first: 'Home',
  last: 'End',
}

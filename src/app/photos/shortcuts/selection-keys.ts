/**
 * Selection mode's keys. The cells are checkboxes, so Space chooses one (the browser's own key); Shift+Space chooses
 * every photo from the last one chosen (photo-cell.tsx) and Escape leaves selection mode (select-control.tsx). On the
 * photos screen these are in the JS before the first thumbnails: keep them this small.
 */
export const selectionKeys = { toggle: ' ', range: 'Shift+ ', leave: 'Escape' }

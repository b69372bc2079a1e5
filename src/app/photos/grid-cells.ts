/** The element that holds one grid's cells (the timeline, an album's grid) says so: keys stay within it. */
export const gridSelector = '[data-photo-grid]'

/** A photo's cell that takes focus: its link, or its checkbox in selection mode (photo-cell.tsx). */
export const cellSelector = ':is(a, button).photo-cell'

/**
 * How much of a progress bar is drawn filled, in percent of its track, beside the value it reports to assistive
 * technology: run in the page (self-contained, for Playwright's evaluate and the journeys' run alike). A fill without
 * a colour or a height counts as nothing drawn, as a customer sees it.
 */
export function progressFill(label: string): { value: number; drawn: number } | null {
  const track = [...document.querySelectorAll('[role="progressbar"]')].find(
    (element) => element.getAttribute('aria-label') === label,
  )
  const fill = track?.firstElementChild
  if (!track || !fill) return null
  const trackBox = track.getBoundingClientRect()
  const fillBox = fill.getBoundingClientRect()
  const colour = getComputedStyle(fill).backgroundColor
  const coloured = colour !== 'transparent' && !/^rgba\(.*,\s*0\)$/.test(colour)
  const area = trackBox.width * trackBox.height
  return {
    value: Number(track.getAttribute('aria-valuenow')),
    drawn: coloured && area > 0 ? Math.round(((fillBox.width * fillBox.height) / area) * 100) : 0,
  }
}

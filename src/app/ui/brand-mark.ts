import type { BrandColours, BrandTheme } from '#app/platform/brand/brand'

/**
 * The brand's mark, a framed picture: the frame in the primary colour, a sun in the accent, hills in the colour of
 * text on the primary. One drawing for the wordmark (drawn in the page's scheme, brand-wordmark.tsx) and the favicon.
 */
export const brandMark = {
  viewBox: '0 0 24 24',
  frame: { x: 2, y: 4, width: 20, height: 16, rx: 3 },
  sun: { cx: 9, cy: 10, r: 2.5 },
  hills: 'M4 18l6-6 4 4 3-3 3 5z',
} as const

const attributes = (values: Record<string, string | number>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('')

/**
 * The mark as an SVG data URL (the favicon), in the light scheme's colours and, where the browser's own scheme is
 * dark (a dark tab strip), in the dark scheme's.
 */
export function brandMarkUrl(theme: BrandTheme): string {
  const { frame, sun, hills, viewBox } = brandMark
  const dark = (colours: BrandColours) =>
    `@media (prefers-color-scheme:dark){.f{fill:${colours.primary}}.s{fill:${colours.accent}}.h{fill:${colours.onPrimary}}}`
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"><style>${dark(theme.dark)}</style>` +
    `<rect class="f"${attributes(frame)} fill="${theme.primary}"/>` +
    `<circle class="s"${attributes(sun)} fill="${theme.accent}"/>` +
    `<path class="h" d="${hills}" fill="${theme.onPrimary}"/></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

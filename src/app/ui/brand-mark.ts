import type { Brand } from '#app/platform/brand/brand'

/**
 * The brand's mark (a framed picture in its colours) as an SVG data URL: one drawing for the wordmark and the
 * favicon.
 */
export function brandMarkUrl(theme: Brand['theme']): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect x="2" y="4" width="20" height="16" rx="3" fill="${theme.primary}"/><circle cx="9" cy="10" r="2.5" fill="${theme.accent}"/><path d="M4 18l6-6 4 4 3-3 3 5z" fill="${theme.onPrimary}"/></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

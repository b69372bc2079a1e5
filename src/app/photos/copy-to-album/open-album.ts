import type { DevicePlatform } from '#app/platform/detect-platform'

/**
 * How long the native app gets to take over before the album opens in the browser instead: 2 s
 * (docs/requirements/copy-to-album.md#copy-to-album-native-app).
 */
export const appFallbackMs = 2_000

/**
 * The platforms with a native app of the shop: iOS and Android
 * (docs/requirements/copy-to-album.md#copy-to-album-native-app).
 */
export function hasNativeApp(platform: DevicePlatform): boolean {
  return platform === 'ios' || platform === 'android'
}

/**
 * The native app's link to an album. The spec names no scheme; ours is `{brand}://albums/{albumId}`, where
 * {brand} is the storefront's name in lower-case ASCII letters and digits ('printbloom', 'atelierlumiere'):
 * one app per storefront name, shared by its country sites as their accounts are.
 */
export function appAlbumLink(brandName: string, albumId: string): string {
  const scheme = brandName
    .normalize('NFD')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()
  return `${scheme}://albums/${encodeURIComponent(albumId)}`
}

interface OpenInAppOptions {
  appLink: string
  /** Opens the album's page in the browser: the fallback. */
  openPage: () => void
  /** Follows the app link; window.location.assign by default. */
  assign?: (url: string) => void
  doc?: Document
  delayMs?: number
}

/**
 * Follows the app link, then opens the page after 2 seconds unless the page went to the background meanwhile
 * (the app opened). Returns a function that cancels the fallback.
 */
export function openInAppOrPage({
  appLink,
  openPage,
  assign = (url) => window.location.assign(url),
  doc = document,
  delayMs = appFallbackMs,
}: OpenInAppOptions): () => void {
  const cancel = () => {
    clearTimeout(timer)
    doc.removeEventListener('visibilitychange', onVisibilityChange)
  }
  const onVisibilityChange = () => {
    if (doc.visibilityState === 'hidden') cancel()
  }
  const timer = setTimeout(() => {
    cancel()
    openPage()
  }, delayMs)
  doc.addEventListener('visibilitychange', onVisibilityChange)
  assign(appLink)
  return cancel
}

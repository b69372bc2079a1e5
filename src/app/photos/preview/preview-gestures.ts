// The full-screen preview's numbers (docs/requirements/photo-preview.md#preview-navigation,
// docs/requirements/photo-preview.md#preview-zoom, docs/requirements/constants.md#constants-preview) and the pure
// maths of its gestures. The component only feeds pointer positions in and applies what comes out.

/** A swipe changes photo (horizontally) or closes (downwards, touch only) past this share of the stage. */
export const swipeThreshold = 0.35
/** Two taps within this many milliseconds are a double tap. */
export const doubleTapWindowMs = 200
export const minZoom = 1
export const maxZoom = 2.5
/** A pointer that moved less than this many pixels between down and up tapped (or clicked) rather than dragged. */
export const tapSlop = 10
/** The second tap of a double tap lands within this many pixels of the first. */
export const doubleTapDistance = 40
/** The thumbnail id the preview shows (docs/requirements/constants.md#constants-thumbnails). */
export const previewThumbnailId = 1300

export interface Point {
  x: number
  y: number
}

export interface Size {
  width: number
  height: number
}

export type SwipeAction = 'next' | 'previous' | 'close' | null

/**
 * What a finished swipe does. Horizontal: past 35% of the width, leftwards shows the next photo, rightwards the
 * previous one. Downwards past 35% of the height closes, on touch only. The dominant axis decides.
 */
export function swipeAction(
  delta: Point,
  stage: Size,
  options: { touch: boolean; threshold?: number } = { touch: true },
): SwipeAction {
  const threshold = options.threshold ?? swipeThreshold
  if (Math.abs(delta.x) >= Math.abs(delta.y)) {
    if (stage.width > 0 && Math.abs(delta.x) > stage.width * threshold)
      return delta.x < 0 ? 'next' : 'previous'
    return null
  }
  if (options.touch && delta.y > 0 && stage.height > 0 && delta.y > stage.height * threshold) return 'close'
  return null
}

/** Whether a pointer that went down and up moved little enough to count as a tap or click. */
export function isTap(delta: Point, slop = tapSlop): boolean {
  return Math.hypot(delta.x, delta.y) < slop
}

export interface Tap extends Point {
  time: number
}

/** Whether this tap completes a double tap with the previous one: within 200 ms and close by. */
export function isDoubleTap(previous: Tap | undefined, tap: Tap, windowMs = doubleTapWindowMs): boolean {
  if (!previous) return false
  const elapsed = tap.time - previous.time
  return (
    elapsed >= 0 &&
    elapsed <= windowMs &&
    Math.hypot(tap.x - previous.x, tap.y - previous.y) <= doubleTapDistance
  )
}

/** A zoom level kept between 1x and 2.5x (anything not a number is 1x). */
export function clampZoom(scale: number): number {
  if (!Number.isFinite(scale)) return minZoom
  return Math.min(maxZoom, Math.max(minZoom, scale))
}

/** A click or double tap toggles between 1x and 2.5x. */
export function toggledZoom(scale: number): number {
  return clampZoom(scale) > minZoom ? minZoom : maxZoom
}

/** The size an image of `natural` proportions takes inside `stage` at 1x: fitted, never enlarged. */
export function fittedSize(natural: Size, stage: Size): Size {
  if (natural.width <= 0 || natural.height <= 0 || stage.width <= 0 || stage.height <= 0) {
    return { width: 0, height: 0 }
  }
  const ratio = Math.min(stage.width / natural.width, stage.height / natural.height, 1)
  return { width: natural.width * ratio, height: natural.height * ratio }
}

/**
 * How far the image (centred, `image` its size at 1x) may be moved from the centre at `scale` so it never leaves a
 * gap inside the stage: half of what the scaled image overhangs, and 0 on an axis where it fits.
 */
export function panBounds(image: Size, stage: Size, scale: number): Point {
  const zoom = clampZoom(scale)
  return {
    x: Math.max(0, (image.width * zoom - stage.width) / 2),
    y: Math.max(0, (image.height * zoom - stage.height) / 2),
  }
}

const clamp = (value: number, limit: number) => (limit <= 0 ? 0 : Math.min(limit, Math.max(-limit, value)))

/** An offset from the centre kept within panBounds. */
export function clampPan(pan: Point, image: Size, stage: Size, scale: number): Point {
  const bounds = panBounds(image, stage, scale)
  return { x: clamp(pan.x, bounds.x), y: clamp(pan.y, bounds.y) }
}

/**
 * The offset that keeps the point under the pointer (`focus`, relative to the stage's centre) in place when
 * zooming from 1x to `scale`, kept within bounds.
 */
export function panForZoomAt(focus: Point, image: Size, stage: Size, scale: number): Point {
  const zoom = clampZoom(scale)
  return clampPan({ x: focus.x * (1 - zoom), y: focus.y * (1 - zoom) }, image, stage, zoom)
}

/** The thumbnail the preview shows: id 1300, else the largest there is. */
export function previewThumbnail<T extends { id: number; width: number; height: number }>(
  thumbnails: readonly T[],
): T | undefined {
  return (
    thumbnails.find((thumbnail) => thumbnail.id === previewThumbnailId) ??
    [...thumbnails].sort((a, b) => b.width * b.height - a.width * a.height || b.id - a.id)[0]
  )
}

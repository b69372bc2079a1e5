import { describe, expect, it } from 'vitest'
import {
  clampPan,
  clampZoom,
  doubleTapWindowMs,
  fittedSize,
  isDoubleTap,
  isTap,
  maxZoom,
  minZoom,
  panBounds,
  panForZoomAt,
  previewThumbnail,
  swipeAction,
  swipeThreshold,
  toggledZoom,
} from './preview-gestures'

const stage = { width: 400, height: 800 }

describe('the spec constants', () => {
  it('are 35%, 200 ms and 1x to 2.5x', () => {
    expect(swipeThreshold).toBe(0.35)
    expect(doubleTapWindowMs).toBe(200)
    expect(minZoom).toBe(1)
    expect(maxZoom).toBe(2.5)
  })
})

describe('swipeAction', () => {
  it('changes photo only past 35% of the width', () => {
    expect(swipeAction({ x: -140, y: 0 }, stage)).toBeNull() // exactly 35%: not past it
    expect(swipeAction({ x: -141, y: 10 }, stage)).toBe('next')
    expect(swipeAction({ x: 141, y: -10 }, stage)).toBe('previous')
    expect(swipeAction({ x: 100, y: 0 }, stage)).toBeNull()
  })

  it('closes on a downward swipe past 35% of the height, on touch only', () => {
    expect(swipeAction({ x: 0, y: 280 }, stage)).toBeNull()
    expect(swipeAction({ x: 20, y: 281 }, stage)).toBe('close')
    expect(swipeAction({ x: 0, y: 281 }, stage, { touch: false })).toBeNull()
    expect(swipeAction({ x: 0, y: -400 }, stage)).toBeNull() // upwards never closes
  })

  it('lets the dominant axis decide', () => {
    expect(swipeAction({ x: -150, y: 300 }, stage)).toBe('close')
    expect(swipeAction({ x: -300, y: 290 }, stage)).toBe('next')
  })

  it('does nothing on a stage it has not measured', () => {
    expect(swipeAction({ x: -10, y: 0 }, { width: 0, height: 0 })).toBeNull()
    expect(swipeAction({ x: 0, y: 10 }, { width: 0, height: 0 })).toBeNull()
  })
})

describe('taps', () => {
  it('a pointer that barely moved is a tap', () => {
    expect(isTap({ x: 3, y: 4 })).toBe(true)
    expect(isTap({ x: 6, y: 8 })).toBe(false)
  })

  it('two taps within 200 ms and close by are a double tap', () => {
    const first = { x: 100, y: 100, time: 1000 }
    expect(isDoubleTap(undefined, first)).toBe(false)
    expect(isDoubleTap(first, { x: 105, y: 98, time: 1150 })).toBe(true)
    expect(isDoubleTap(first, { x: 105, y: 98, time: 1200 })).toBe(true)
    expect(isDoubleTap(first, { x: 105, y: 98, time: 1201 })).toBe(false)
    expect(isDoubleTap(first, { x: 300, y: 100, time: 1100 })).toBe(false)
    expect(isDoubleTap(first, { x: 100, y: 100, time: 900 })).toBe(false)
  })
})

describe('zoom', () => {
  it('stays between 1x and 2.5x', () => {
    expect(clampZoom(0.5)).toBe(1)
    expect(clampZoom(1.7)).toBe(1.7)
    expect(clampZoom(4)).toBe(2.5)
    expect(clampZoom(Number.NaN)).toBe(1)
  })

  it('toggles between 1x and 2.5x', () => {
    expect(toggledZoom(1)).toBe(2.5)
    expect(toggledZoom(2.5)).toBe(1)
    expect(toggledZoom(1.5)).toBe(1)
  })
})

describe('fittedSize', () => {
  it('fits the image into the stage keeping its proportions, never enlarging it', () => {
    const landscape = fittedSize({ width: 1300, height: 867 }, { width: 375, height: 600 })
    expect(landscape.width).toBeCloseTo(375)
    expect(landscape.height).toBeCloseTo(867 * (375 / 1300))
    const portrait = fittedSize({ width: 867, height: 1300 }, { width: 1280, height: 650 })
    expect(portrait.width).toBeCloseTo(867 / 2)
    expect(portrait.height).toBeCloseTo(650)
    expect(fittedSize({ width: 200, height: 100 }, { width: 1280, height: 650 })).toEqual({
      width: 200,
      height: 100,
    })
    expect(fittedSize({ width: 200, height: 100 }, { width: 0, height: 0 })).toEqual({ width: 0, height: 0 })
  })
})

describe('panning', () => {
  const image = { width: 400, height: 300 }

  it('has no room at 1x, and half the overhang when zoomed', () => {
    expect(panBounds(image, stage, 1)).toEqual({ x: 0, y: 0 })
    // 2.5x: 1000 × 750 in a 400 × 800 stage: 300 either side horizontally, none vertically (it fits).
    expect(panBounds(image, stage, 2.5)).toEqual({ x: 300, y: 0 })
  })

  it('keeps the image inside its bounds', () => {
    expect(clampPan({ x: 500, y: 80 }, image, stage, 2.5)).toEqual({ x: 300, y: 0 })
    expect(clampPan({ x: -500, y: -80 }, image, stage, 2.5)).toEqual({ x: -300, y: 0 })
    expect(clampPan({ x: 120, y: 0 }, image, stage, 2.5)).toEqual({ x: 120, y: 0 })
    expect(clampPan({ x: 120, y: 40 }, image, stage, 1)).toEqual({ x: 0, y: 0 })
    const tall = { width: 400, height: 800 }
    expect(clampPan({ x: 0, y: 900 }, tall, stage, 2.5)).toEqual({ x: 0, y: 600 })
  })

  it('zooms in at the pointer, within bounds', () => {
    // 100 px right of the centre stays under the pointer: offset 100 × (1 − 2.5) = −150.
    expect(panForZoomAt({ x: 100, y: 50 }, image, stage, 2.5)).toEqual({ x: -150, y: 0 })
    // Near the edge the image would leave a gap: held at the bound.
    expect(panForZoomAt({ x: -350, y: 0 }, image, stage, 2.5)).toEqual({ x: 300, y: 0 })
  })
})

describe('previewThumbnail', () => {
  const thumb = (id: number, width: number, height: number) => ({ id, url: `${id}`, width, height })

  it('uses the thumbnail with id 1300', () => {
    expect(previewThumbnail([thumb(300, 300, 200), thumb(1300, 1300, 867), thumb(800, 800, 533)])?.id).toBe(
      1300,
    )
  })

  it('falls back to the largest', () => {
    expect(previewThumbnail([thumb(300, 300, 200), thumb(800, 800, 533)])?.id).toBe(800)
    expect(previewThumbnail([])).toBeUndefined()
  })
})

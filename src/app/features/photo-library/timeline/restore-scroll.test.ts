import { describe, expect, it } from 'vitest'
import { restoreScroll } from './restore-scroll'

/** A window whose page only grows tall enough after a few frames, as the timeline does while it settles. */
function settlingWindow(maxScrollPerFrame: number[]) {
  const frames: FrameRequestCallback[] = []
  const listeners = new Map<string, EventListener>()
  let frame = 0
  const target = {
    scrollY: 0,
    scrollTo(_x: number, y: number) {
      target.scrollY = Math.min(y, maxScrollPerFrame[Math.min(frame, maxScrollPerFrame.length - 1)]!)
    },
    requestAnimationFrame(callback: FrameRequestCallback) {
      frames.push(callback)
      return frames.length
    },
    addEventListener(type: string, listener: EventListener) {
      listeners.set(type, listener)
    },
    removeEventListener(type: string) {
      listeners.delete(type)
    },
  }
  return {
    target: target as unknown as Window,
    get scrollY() {
      return target.scrollY
    },
    runFrame() {
      frame += 1
      frames.shift()?.(frame)
    },
    pendingFrames: () => frames.length,
    userScrolls: () => listeners.get('wheel')?.(new Event('wheel')),
  }
}

describe('restoreScroll', () => {
  it('tries again on the next frames until the page is tall enough to hold the position', () => {
    const page = settlingWindow([1000, 2500, 5000])
    restoreScroll([0, 4000], page.target)
    expect(page.scrollY).toBe(1000)
    page.runFrame()
    expect(page.scrollY).toBe(2500)
    page.runFrame()
    expect(page.scrollY).toBe(4000)
    expect(page.pendingFrames()).toBe(0)
  })

  it('stops as soon as the customer scrolls', () => {
    const page = settlingWindow([1000])
    restoreScroll([0, 4000], page.target)
    page.userScrolls()
    page.runFrame()
    expect(page.pendingFrames()).toBe(0)
  })

  it('gives up after half a second of frames when the position can never be reached', () => {
    const page = settlingWindow([1000])
    restoreScroll([0, 4000], page.target)
    for (let frame = 0; frame < 40; frame++) page.runFrame()
    expect(page.pendingFrames()).toBe(0)
    expect(page.scrollY).toBe(1000)
  })
})

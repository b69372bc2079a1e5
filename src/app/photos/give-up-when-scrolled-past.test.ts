// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** A stand-in IntersectionObserver whose callback the test calls, as the browser would while scrolling. */
let report: (target: Element, isIntersecting: boolean) => void

beforeEach(() => {
  vi.resetModules()
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        report = (target, isIntersecting) =>
          callback([{ target, isIntersecting } as IntersectionObserverEntry], this as never)
      }
      observe() {}
      unobserve() {}
    },
  )
})
afterEach(() => vi.unstubAllGlobals())

const url = 'http://localhost:9090/photos/files/thumbnails/p1/800.jpg'

/** An image still loading (jsdom never loads images: `complete` is what the browser would say). */
function loadingImage(complete = false) {
  const image = document.createElement('img')
  image.src = url
  Object.defineProperty(image, 'complete', { get: () => complete || !image.hasAttribute('src') })
  return image
}

describe('thumbnails scrolled past give their requests up', () => {
  it('a tile that leaves the viewport before its thumbnail arrived drops the request, and asks again on return', async () => {
    const { giveUpWhenScrolledPast } = await import('./give-up-when-scrolled-past')
    const image = loadingImage()
    giveUpWhenScrolledPast(image)
    report(image, true)
    report(image, false)
    expect(image.hasAttribute('src')).toBe(false)
    report(image, true)
    expect(image.getAttribute('src')).toBe(url)
  })

  it('rows mounted ahead of the viewport keep loading until they have been seen', async () => {
    const { giveUpWhenScrolledPast } = await import('./give-up-when-scrolled-past')
    const image = loadingImage()
    giveUpWhenScrolledPast(image)
    report(image, false)
    expect(image.getAttribute('src')).toBe(url)
  })

  it('a thumbnail that has arrived stays', async () => {
    const { giveUpWhenScrolledPast } = await import('./give-up-when-scrolled-past')
    const image = loadingImage(true)
    const stopWatching = giveUpWhenScrolledPast(image)
    report(image, true)
    report(image, false)
    stopWatching()
    expect(image.getAttribute('src')).toBe(url)
  })

  it('a tile unmounted while its thumbnail loads drops the request', async () => {
    const { giveUpWhenScrolledPast } = await import('./give-up-when-scrolled-past')
    const image = loadingImage()
    giveUpWhenScrolledPast(image)()
    expect(image.hasAttribute('src')).toBe(false)
  })
})

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { appAlbumLink, appFallbackMs, hasNativeApp, openInAppOrPage } from './open-album'

/** A document whose visibility the test sets, as the browser does when an app takes over. */
function fakeDocument() {
  const target = new EventTarget() as EventTarget & { visibilityState: DocumentVisibilityState }
  target.visibilityState = 'visible'
  return {
    doc: target as unknown as Document,
    hide: () => {
      target.visibilityState = 'hidden'
      target.dispatchEvent(new Event('visibilitychange'))
    },
  }
}

describe('appAlbumLink', () => {
  it('uses the storefront name as the scheme, in lower-case ASCII', () => {
    expect(appAlbumLink('Printbloom', 'a1')).toBe('printbloom://albums/a1')
    expect(appAlbumLink('Atelier Lumière', 'a1')).toBe('atelierlumiere://albums/a1')
  })

  it('encodes the album id', () => {
    expect(appAlbumLink('Snapshelf', 'a/b c')).toBe('snapshelf://albums/a%2Fb%20c')
  })
})

describe('hasNativeApp', () => {
  it('is iOS and Android only', () => {
    expect(hasNativeApp('ios')).toBe(true)
    expect(hasNativeApp('android')).toBe(true)
    expect(hasNativeApp('macos')).toBe(false)
    expect(hasNativeApp('windows')).toBe(false)
    expect(hasNativeApp('other')).toBe(false)
  })
})

describe('openInAppOrPage', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('follows the app link at once and opens the page after 2 seconds when no app took over', () => {
    const { doc } = fakeDocument()
    const assign = vi.fn()
    const openPage = vi.fn()
    openInAppOrPage({ appLink: 'printbloom://albums/a1', openPage, assign, doc })
    expect(assign).toHaveBeenCalledWith('printbloom://albums/a1')
    expect(appFallbackMs).toBe(2_000)
    vi.advanceTimersByTime(1_999)
    expect(openPage).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(openPage).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10_000)
    expect(openPage).toHaveBeenCalledTimes(1)
  })

  it('does not open the page when the app took over (the page went to the background)', () => {
    const { doc, hide } = fakeDocument()
    const openPage = vi.fn()
    openInAppOrPage({ appLink: 'printbloom://albums/a1', openPage, assign: vi.fn(), doc })
    vi.advanceTimersByTime(800)
    hide()
    vi.advanceTimersByTime(5_000)
    expect(openPage).not.toHaveBeenCalled()
  })

  it('can be cancelled', () => {
    const { doc } = fakeDocument()
    const openPage = vi.fn()
    const cancel = openInAppOrPage({ appLink: 'x://albums/a', openPage, assign: vi.fn(), doc })
    cancel()
    vi.advanceTimersByTime(5_000)
    expect(openPage).not.toHaveBeenCalled()
  })
})

/**
 * A thumbnail whose tile scrolls out of the viewport before it arrives gives its request up (cancelled,
 * not wasted: docs/requirements/budgets.md#budgets-thumbnail-requests), and asks again if the tile comes back. Tiles
 * not yet seen (the rows mounted ahead) keep loading.
 */
const seen = new WeakSet<Element>()
const givenUp = new WeakMap<HTMLImageElement, string>()
let observer: IntersectionObserver | undefined

function giveUp(image: HTMLImageElement) {
  const url = image.getAttribute('src')
  if (!url || image.complete) return
  givenUp.set(image, url)
  // Without a src the browser drops the request, and fires no error.
  image.removeAttribute('src')
}

function onIntersection(entries: IntersectionObserverEntry[]) {
  for (const entry of entries) {
    const image = entry.target as HTMLImageElement
    if (entry.isIntersecting) {
      seen.add(image)
      const url = givenUp.get(image)
      givenUp.delete(image)
      if (url && !image.hasAttribute('src')) image.src = url
    } else if (seen.has(image)) giveUp(image)
  }
}

/** Watches the image of a mounted tile; the returned function, on unmount, gives up a request still running. */
export function giveUpWhenScrolledPast(image: HTMLImageElement): () => void {
  if (typeof IntersectionObserver !== 'undefined') {
    observer ??= new IntersectionObserver(onIntersection)
    observer.observe(image)
  }
  return () => {
    observer?.unobserve(image)
    giveUp(image)
  }
}

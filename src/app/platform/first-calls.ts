import { identityFromAccessToken } from './auth/identity'

// The service calls a screen sent first and the images its first paint showed, remembered per address and customer,
// so that the next visit asks for them while the app's code is still on its way (src/app/head-start.ts, decision 0063).

const storageKey = 'app.firstCalls'
/** Addresses kept, the most recently opened last. */
const keptAddresses = 20
/** Calls, or images, kept per address: a first screen asks for a handful; more is a screen that went on loading. */
const keptPerAddress = 12

interface Remembered {
  subject: string
  /** By path (the address without its query), the URLs of the GETs its first screen sent. */
  calls: Record<string, string[]>
  /** By path, the images on screen when its first photo had loaded (markPrimaryContentShown). */
  images?: Record<string, string[]>
}

/** Who the token is for (its identity's `sub`), or undefined for a token that is no JWT. */
export function subjectOf(token: string | undefined): string | undefined {
  if (!token) return undefined
  try {
    return identityFromAccessToken(token).sub || undefined
  } catch {
    return undefined
  }
}

function read(): Remembered | undefined {
  try {
    const value: unknown = JSON.parse(globalThis.localStorage?.getItem(storageKey) ?? 'null')
    const { subject, calls, images } = (value ?? {}) as Partial<Remembered>
    if (typeof subject !== 'string' || typeof calls !== 'object' || calls === null) return undefined
    return { subject, calls, images: typeof images === 'object' && images !== null ? images : {} }
  } catch {
    return undefined // refused storage, or a value that is not ours
  }
}

/** The URLs the first screen at this path sent last time, for this customer only. */
export function firstCallsAt(path: string, subject: string): string[] {
  return rememberedAt('calls', path, subject)
}

/** The images the first screen at this path showed last time, for this customer only. */
export function firstImagesAt(path: string, subject: string): string[] {
  return rememberedAt('images', path, subject)
}

function rememberedAt(kind: 'calls' | 'images', path: string, subject: string): string[] {
  const remembered = read()
  if (remembered?.subject !== subject) return []
  const urls = remembered[kind]?.[path]
  return Array.isArray(urls) ? urls.filter((url): url is string => typeof url === 'string') : []
}

/** Keeps `urls` as this path's newest entry of `kind`, dropping the oldest paths beyond the kept number. */
function remember(kind: 'calls' | 'images', path: string, subject: string, urls: string[]) {
  const remembered = read()
  const kept = remembered?.subject === subject ? remembered : { subject, calls: {}, images: {} }
  const byPath = { ...kept[kind] }
  delete byPath[path]
  byPath[path] = urls
  const paths = Object.keys(byPath)
  for (const old of paths.slice(0, Math.max(0, paths.length - keptAddresses))) delete byPath[old]
  try {
    globalThis.localStorage?.setItem(storageKey, JSON.stringify({ ...kept, subject, [kind]: byPath }))
  } catch {
    // Full or refused: the next visit asks once its code has come, as without a head start.
  }
}

/**
 * Forgets every screen's first calls and images, at sign-out: they name the customer's orders, albums and thumbnails,
 * and the next person at the device has no use for them.
 */
export function forgetFirstCalls(): void {
  try {
    globalThis.localStorage?.removeItem(storageKey)
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** The customer and address whose first screen is being watched (watchFirstCalls), for its images. */
let watched: { subject: string; path: string } | undefined

/**
 * Remembers the images on screen as the page's first photo has loaded (platform/primary-content.ts): the thumbnails the
 * next visit's head start asks for while the code comes. Only at the address the page opened at.
 */
export function rememberImagesOnScreen(): void {
  if (!watched || globalThis.location.pathname !== watched.path) return
  const urls = [...document.images]
    .filter((image) => {
      const box = image.getBoundingClientRect()
      return (
        box.bottom > 0 && box.top < window.innerHeight && box.width > 0 && /^https?:/.test(image.currentSrc)
      )
    })
    .map((image) => image.currentSrc)
  if (urls.length > 0)
    remember('images', watched.path, watched.subject, [...new Set(urls)].slice(0, keptPerAddress))
}

/**
 * Watches the page's first screen: the GETs sent with a token from the page's start until none is in flight, or the
 * address changes; those answered 2xx are then remembered for the address the page opened at (a refused one sent
 * early would only be refused again). Returns what the service clients call for each request they send
 * (api/call-watch.ts).
 */
export function watchFirstCalls(subject: string, path = globalThis.location.pathname) {
  watched = { subject, path }
  const urls: string[] = []
  let inFlight = 0
  let over = false
  const end = () => {
    if (over) return
    over = true
    if (urls.length > 0) remember('calls', path, subject, urls.slice(0, keptPerAddress))
  }
  return (request: Request, answer: Promise<Response>) => {
    if (over) return
    if (globalThis.location.pathname !== path) return end()
    if (request.method !== 'GET' || !request.headers.has('Authorization')) return
    const url = request.url
    inFlight++
    void answer
      .then((response) => {
        if (response.ok && !urls.includes(url)) urls.push(url)
      })
      .catch(() => undefined)
      .then(() => {
        inFlight--
        if (inFlight === 0) end()
      })
  }
}

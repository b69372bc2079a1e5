import { useEffect, useState, useSyncExternalStore } from 'react'
import { rememberImagesOnScreen } from './first-calls'

// The budget docs/requirements/budgets.md#budgets-entry-js counts the JavaScript loaded before the first thumbnails.
// The shell's lazy parts (menus, the status banner, the storage button, third-party scripts) wait on the timeline
// until its first thumbnail has loaded, or it has nothing to show, so their code does not compete with the photos.
// Other pages do not wait. Once the shell has drawn its parts they stay: a later visit to the timeline within the
// same load does not take the menu away again (nor the focus on its link).

let imagesRemembered = false
let released = false
const listeners = new Set<() => void>()

/** The timeline's first thumbnail has loaded (or failed, or there is none): the page's main content is there. */
export function markPrimaryContentShown(): void {
  if (!imagesRemembered) {
    imagesRemembered = true
    rememberImagesOnScreen()
  }
  releaseSecondaryParts()
}

function releaseSecondaryParts() {
  if (released) return
  released = true
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The timeline's addresses (/my-photos/photos, /my-photos): their shell's parts wait for the first thumbnail. */
export function waitsForFirstThumbnail(pathname: string): boolean {
  return /^\/my-photos(\/photos)?\/?$/.test(pathname)
}

/** How long secondary parts wait at most, should the main content never report (a very slow network). */
const primaryContentWaitMs = 3_000

/** Whether the secondary parts of this page may load now. */
export function usePrimaryContentShown(pathname: string): boolean {
  const waits = waitsForFirstThumbnail(pathname)
  // Only a waiting page reads the release: the others are not drawn again when it comes.
  const alreadyReleased = useSyncExternalStore(subscribe, () => waits && released)
  const [waitedEnough, setWaitedEnough] = useState(false)
  useEffect(() => {
    if (!waits || alreadyReleased) return
    const timer = setTimeout(() => setWaitedEnough(true), primaryContentWaitMs)
    return () => clearTimeout(timer)
  }, [waits, alreadyReleased])
  return !waits || alreadyReleased || waitedEnough
}

/**
 * usePrimaryContentShown for the shell's parts, which stay once drawn: after they have shown on any page, a later
 * visit to the timeline keeps them instead of waiting again. A page outside the shell (the sign-in's return) draws
 * none, so the timeline after it still waits for its first thumbnail.
 */
export function useShellPartsShown(pathname: string): boolean {
  const ready = usePrimaryContentShown(pathname)
  useEffect(() => {
    if (ready) releaseSecondaryParts()
  }, [ready])
  return ready
}

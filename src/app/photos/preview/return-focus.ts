/**
 * Where focus goes when the full-screen preview closes: to the list's cell of the photo it showed last (the list
 * mounts again as the preview's route leaves). The request lasts until that cell takes it or the user does
 * anything (a key, a pointer, the wheel), so a cell scrolled into view later never pulls focus.
 */
/** The photo, with its dates when it has them (a list that groups by date can find where it is). */
export interface ReturnFocusPhoto {
  imageId: string
  dateTaken?: string | null | undefined
  created?: string | null | undefined
}

let pending: ReturnFocusPhoto | null = null
let stopListening: (() => void) | null = null

const interactions = ['keydown', 'pointerdown', 'wheel', 'touchstart'] as const

function forget() {
  pending = null
  stopListening?.()
  stopListening = null
}

/** The preview closes on this photo. */
export function returnFocusTo(photo: ReturnFocusPhoto): void {
  forget()
  pending = { imageId: photo.imageId, dateTaken: photo.dateTaken, created: photo.created }
  for (const type of interactions) document.addEventListener(type, forget, { capture: true, passive: true })
  stopListening = () => {
    for (const type of interactions) document.removeEventListener(type, forget, { capture: true })
  }
}

/** Whether the photo's cell, as it mounts, should take focus (once). */
export function takesReturnFocus(photoId: string): boolean {
  if (pending?.imageId !== photoId) return false
  forget()
  return true
}

/** The photo whose cell is to take focus, if any (the list may bring it into view first). */
export function returnFocusPending(): ReturnFocusPhoto | null {
  return pending
}

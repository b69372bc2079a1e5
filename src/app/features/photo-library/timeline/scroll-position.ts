export const scrollPositionStorageKey = 'photoLibrary.scrollPosition'

/** A scroll position: a pair of non-negative numbers (docs/requirements/photos-screen.md#photos-open-preview). */
export type ScrollPosition = [x: number, y: number]

export function saveScrollPosition(storage: Storage | undefined, position: ScrollPosition): void {
  storage?.setItem(
    scrollPositionStorageKey,
    JSON.stringify(position.map((value) => Math.max(0, Math.round(value)))),
  )
}

/** The saved position, once: it is removed as it is read. Anything but two non-negative numbers is ignored. */
export function takeScrollPosition(storage: Storage | undefined): ScrollPosition | undefined {
  const raw = storage?.getItem(scrollPositionStorageKey)
  storage?.removeItem(scrollPositionStorageKey)
  try {
    const value = JSON.parse(raw ?? 'null') as unknown
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((item) => typeof item === 'number' && Number.isFinite(item) && item >= 0)
    ) {
      return [value[0], value[1]]
    }
  } catch {
    // Unreadable: nothing to restore.
  }
  return undefined
}

export const visibleSectionsStorageKey = 'visibleTimeLineSections'

/** Which month sections are on screen, kept locally under the spec's key. */
export function saveVisibleSections(storage: Storage | undefined, keys: string[]): void {
  storage?.setItem(visibleSectionsStorageKey, JSON.stringify(keys))
}

/**
 * A key as `KeyboardEvent.key` names it ('Escape', 'ArrowLeft', ' ', '?'), a letter in lower case ('i'), after 'Shift+'
 * when Shift must be held ('Shift+ ', 'Shift+Tab').
 */
export type Key = string

/**
 * Whether a key press is this key: a letter in either case (Caps Lock), never with Ctrl, Alt or Meta held (those
 * combinations are the browser's and the system's). Shift is looked at only by a key that names it: a `?` is typed
 * with Shift on most layouts.
 */
export function matches(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey'>,
  key: Key,
): boolean {
  return (
    !(event.ctrlKey || event.altKey || event.metaKey) &&
    (key === event.key || key === event.key.toLowerCase() || (event.shiftKey && key === `Shift+${event.key}`))
  )
}

/** A key press taken already, or typed into a field (an input, textarea or select, or anything contenteditable). */
export function takenOrTyped(event: KeyboardEvent): boolean {
  const target = event.target
  return (
    event.defaultPrevented ||
    (target instanceof HTMLElement &&
      (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)))
  )
}

/**
 * A key press that a page's own keys leave alone: taken already, typed into a field, or meant for a modal dialog open
 * over the page.
 */
export function leftAlone(event: KeyboardEvent): boolean {
  return takenOrTyped(event) || isModalOpen()
}

/**
 * True while any modal dialog is open (ours, or anyone's marked aria-modal): Escape and arrows are its
 * (docs/requirements/photo-preview.md#preview-navigation).
 */
export function isModalOpen(): boolean {
  return document.querySelector('dialog[open], [role="dialog"][aria-modal="true"]') !== null
}

/** Names longer than this (in characters) are a smaller heading on the album's screen, so they do not fill a phone. */
const longNameFrom = 40

/**
 * The album screen's heading class for this name (own and shared albums): smaller when the name is long. Apart from
 * album-name.ts, so the shared album's screen does not load the form's schema library for it.
 */
export const albumTitleClass = (name: string) =>
  [...name].length > longNameFrom ? 'album-header__title album-header__title--long' : 'album-header__title'

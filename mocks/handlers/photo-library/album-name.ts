/**
 * What the photo service refuses in an album name beyond its contract's pattern and length (those the contract
 * check refuses before a handler runs): the hidden characters that change the text's direction (U+202A–U+202E,
 * U+2066–U+2069, U+200E, U+200F), which make 'photos\u202egpj.exe' read 'photosexe.jpg', and whitespace at the end,
 * which the app never sends. The app's form refuses and trims the same (src/app/photos/album-name.ts; the mocks may
 * not import it, album-name.test.ts holds the two in agreement).
 */
const bidiControls = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/u

export const albumNameNotValid = 'Name not valid'

/** Whether the service refuses this name (400 'Name not valid'), beyond what the contract checks. */
export function refusedAlbumName(name: string): boolean {
  return bidiControls.test(name) || /\s$/u.test(name)
}

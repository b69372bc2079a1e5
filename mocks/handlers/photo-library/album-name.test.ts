import { describe, expect, it } from 'vitest'
import { albumNameProblem, sentAlbumName } from '../../../src/app/photos/album-name'
import { refusedAlbumName } from './album-name'

const controls = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
]

describe('the mock photo service’s album names', () => {
  it.each(controls.map((control) => [control.codePointAt(0)!.toString(16), control]))(
    'refuses U+%s as the app’s form does',
    (_code, control) => {
      const name = `photos${control}gpj.exe`
      expect(refusedAlbumName(name)).toBe(true)
      expect(albumNameProblem(name)).toBe('albums.name.bidi')
    },
  )

  it('refuses trailing whitespace, which the app never sends', () => {
    for (const name of ['Summer ', 'Summer\t', 'Summer\u00a0']) {
      expect(refusedAlbumName(name)).toBe(true)
      expect(sentAlbumName(name)).toBe('Summer')
    }
  })

  it.each(['Summer', 'Road trip 🚗', '👨\u200d👩\u200d👧 Family', 'عطلة الصيف', 'Inner   spaces'])(
    'keeps %j, which the app sends as it is',
    (name) => {
      expect(refusedAlbumName(name)).toBe(false)
      expect(albumNameProblem(name)).toBeUndefined()
      expect(sentAlbumName(name)).toBe(name)
    },
  )
})

import { describe, expect, it } from 'vitest'
import { operationIndex } from '../../generated/photos.operations'
import { albumNameFormSchema, albumNameLength, albumNameMaxLength, albumNameProblem } from './album-name'

const required = 'albums.name.required'
const invalid = 'albums.name.invalid'
const tooLong = 'albums.name.tooLong'
const bidi = 'albums.name.bidi'

// docs/requirements/albums.md#albums-name-rule
describe('the album name rule', () => {
  it('requires a name', () => {
    expect(albumNameProblem('')).toBe(required)
  })

  it.each([
    'a',
    'Summer holiday',
    'Holiday 2024 – Spain',
    'Tom\'s & Anna\'s "best" album',
    'Trailing space ',
    'Inner   spaces',
    'javascript:alert(1)',
    '50% off / 2=1 (really?) [yes] {ok} #1 @home',
  ])('accepts %j', (name) => {
    expect(albumNameProblem(name)).toBeUndefined()
  })

  it.each([
    ' Summer',
    '  ',
    ' ',
    '\tTabbed',
    '\nNew line',
    '\u00a0No-break space',
    '\u3000Ideographic space',
  ])('refuses %j, which starts with whitespace, as not valid (not as missing)', (name) => {
    expect(albumNameProblem(name)).toBe(invalid)
  })

  it.each(['<', '>', ';', '<Summer', '>Summer', ';Summer'])(
    'refuses %j, which starts with < > or ;',
    (name) => {
      expect(albumNameProblem(name)).toBe(invalid)
    },
  )

  it.each([
    'Summer <2024>',
    'a<b',
    'a>b',
    'Summer; winter',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '&lt;script&gt;',
    `${'x'.repeat(100)};`,
  ])('refuses %j, which holds < > or ; somewhere', (name) => {
    expect(albumNameProblem(name)).toBe(invalid)
  })

  it('accepts right-to-left text, emoji and joined emoji', () => {
    expect(albumNameProblem('عطلة الصيف')).toBeUndefined()
    expect(albumNameProblem('חופשת קיץ 2024')).toBeUndefined()
    expect(albumNameProblem('🎉 Party')).toBeUndefined()
    expect(albumNameProblem('👨‍👩‍👧 Family')).toBeUndefined()
    expect(albumNameProblem('Ünïcödé 名前')).toBeUndefined()
  })

  it.each([
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
  ])('refuses the hidden text-direction character U+%s with its own message', (control) => {
    expect(albumNameProblem(`photos${control}gpj.exe`)).toBe(bidi)
    expect(albumNameProblem(`Summer${control}`)).toBe(bidi)
  })

  it('keeps other invisible characters that joined emoji and scripts need', () => {
    expect(albumNameProblem('👨\u200d👩\u200d👧')).toBeUndefined()
    expect(albumNameProblem('می\u200cخواهم')).toBeUndefined()
  })

  it('drops the whitespace after the name before checking and sending it, and keeps what comes first', () => {
    expect(albumNameFormSchema.parse({ name: 'Summer  ' })).toEqual({ name: 'Summer' })
    expect(albumNameFormSchema.parse({ name: 'Summer holiday \t\n' })).toEqual({ name: 'Summer holiday' })
    expect(albumNameFormSchema.parse({ name: 'Inner   spaces' })).toEqual({ name: 'Inner   spaces' })
    expect(albumNameProblem(' Summer ')).toBe(invalid)
    // A name of spaces stays what the spec calls it: one that starts with whitespace.
    expect(albumNameProblem('   ')).toBe(invalid)
  })

  it('accepts names up to the length the service keeps, counted in characters', () => {
    expect(albumNameProblem('x'.repeat(albumNameMaxLength))).toBeUndefined()
    expect(albumNameProblem('x'.repeat(albumNameMaxLength + 1))).toBe(tooLong)
    expect(albumNameProblem('🎉'.repeat(albumNameMaxLength))).toBeUndefined()
    expect(albumNameProblem('🎉'.repeat(albumNameMaxLength + 1))).toBe(tooLong)
    expect(albumNameLength('👨‍👩‍👧')).toBe(5)
    // Whitespace after the name is not sent, so it does not count against the limit.
    expect(albumNameProblem(`${'x'.repeat(albumNameMaxLength)}   `)).toBeUndefined()
  })

  it('has the limit of the contract (openapi/photos.yaml, AlbumName) for both operations', () => {
    const create = operationIndex.createAlbum.request.body.properties.albumName
    const rename = operationIndex.renameAlbum.request.body.properties.name
    expect(create.maxLength).toBe(albumNameMaxLength)
    expect(rename.maxLength).toBe(albumNameMaxLength)
  })

  it('names one problem at a time: a forbidden first character is not also reported as too long', () => {
    const result = albumNameFormSchema.safeParse({ name: `<${'x'.repeat(300)}` })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([invalid])
    expect(albumNameFormSchema.safeParse({ name: '' }).error?.issues.map((issue) => issue.message)).toEqual([
      required,
    ])
  })

  it('is the form schema of the create and rename forms', () => {
    expect(albumNameFormSchema.safeParse({ name: 'Summer' }).success).toBe(true)
  })
})

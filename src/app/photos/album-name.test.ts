import { describe, expect, it } from 'vitest'
import { albumNameFormSchema, albumNameMaxLength, albumNameProblem } from './album-name'

const required = 'albums.name.required'
const invalid = 'albums.name.invalid'

describe('the album name rule (spec §5)', () => {
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

  it('treats bidirectional control characters as ordinary text (the name is only ever rendered as text)', () => {
    expect(albumNameProblem('\u202eevil.jpg')).toBeUndefined()
  })

  it('accepts names up to the length the service keeps, counted in characters', () => {
    expect(albumNameProblem('x'.repeat(albumNameMaxLength))).toBeUndefined()
    expect(albumNameProblem('x'.repeat(albumNameMaxLength + 1))).toBe(invalid)
    expect(albumNameProblem('🎉'.repeat(albumNameMaxLength))).toBeUndefined()
    expect(albumNameProblem('🎉'.repeat(albumNameMaxLength + 1))).toBe(invalid)
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

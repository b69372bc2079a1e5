import { describe, expect, it } from 'vitest'
import { answerSchemas as photos } from '../../generated/photos.answers'
import { type AnswerSchemas, checkAnswer } from './answer-check'

const schemas = photos as AnswerSchemas
const counts = schemas.operations['get /users/counts']!.bodies['200']!
const album = schemas.operations['get /albums/{id}']!.bodies['200']!

describe('checkAnswer', () => {
  it('passes an answer that keeps the contract, unchanged', () => {
    expect(checkAnswer(counts, { albumsCount: 1, photosCount: 2 }, schemas.defs)).toEqual({
      ok: true,
      value: { albumsCount: 1, photosCount: 2 },
    })
  })

  it('drops a property the contract does not name instead of failing, at any depth', () => {
    const checked = checkAnswer(counts, { albumsCount: 1, photosCount: 2, addedLater: 'x' }, schemas.defs)
    expect(checked).toEqual({ ok: true, value: { albumsCount: 1, photosCount: 2 } })
  })

  it('fails an answer of the wrong shape and says where', () => {
    expect(checkAnswer(counts, { unexpected: true }, schemas.defs)).toEqual({
      ok: false,
      problem: '$.albumsCount: required, missing',
    })
    expect(checkAnswer(counts, { albumsCount: '1', photosCount: 2 }, schemas.defs)).toEqual({
      ok: false,
      problem: '$.albumsCount: expected integer, got string',
    })
    expect(checkAnswer(counts, [], schemas.defs)).toMatchObject({ ok: false })
    expect(checkAnswer(counts, null, schemas.defs)).toMatchObject({ ok: false })
  })

  it('refuses a value outside an enum the app switches on, and a fraction where an integer is due', () => {
    const activation = schemas.operations['get /users/activate']!.bodies['200']!
    expect(checkAnswer(activation, { status: 'ACTIVE' }, schemas.defs)).toMatchObject({ ok: true })
    expect(checkAnswer(activation, { status: 'SOMETHING_NEW' }, schemas.defs)).toEqual({
      ok: false,
      problem: "$.status: not one of the contract's values",
    })
    expect(checkAnswer(counts, { albumsCount: 1.5, photosCount: 2 }, schemas.defs)).toMatchObject({
      ok: false,
    })
  })

  it('follows references and unions (a cover photo or null) and checks array items', () => {
    const base = {
      albumId: 'a1',
      albumName: 'Summer',
      photosCount: 0,
      created: '2024-01-01T00:00:00Z',
      updated: '2024-01-01T00:00:00Z',
      userId: 'u1',
      isShared: false,
    }
    expect(checkAnswer(album, { ...base, coverPhoto: null }, schemas.defs)).toMatchObject({ ok: true })
    const wrongCover = checkAnswer(album, { ...base, coverPhoto: { nothing: 1 } }, schemas.defs)
    expect(wrongCover).toEqual({ ok: false, problem: '$.coverPhoto.imageId: required, missing' })
  })

  it('returns an answer with nothing to drop as it was parsed, and copies only the path to what it drops', () => {
    const page = schemas.operations['get /photos/timeline/{year}/{month}']!.bodies['200']!
    const photo = (imageId: string) => ({
      imageId,
      localFileName: `${imageId}.jpg`,
      url: `https://files.example/${imageId}`,
      untouchedUrl: `https://files.example/${imageId}/original`,
      uploadId: 'u1',
      thumbnails: [{ id: 300, url: `https://files.example/${imageId}/300`, width: 300, height: 200 }],
      created: '2024-01-01T00:00:00Z',
    })
    const answer = JSON.parse(JSON.stringify({ cursor: null, images: [photo('a'), photo('b')] })) as {
      images: Record<string, unknown>[]
    }
    const untouched = checkAnswer(page, answer, schemas.defs)
    expect(untouched.ok && untouched.value).toBe(answer)

    answer.images[1]!.addedLater = true
    const trimmed = checkAnswer(page, answer, schemas.defs)
    const value = (trimmed.ok ? trimmed.value : undefined) as typeof answer
    expect(value).not.toBe(answer)
    expect(value.images[0]).toBe(answer.images[0])
    expect(value.images[1]).toEqual(photo('b'))
    expect(answer.images[1]).toHaveProperty('addedLater')
  })
})

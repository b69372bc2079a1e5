import { describe, expect, it } from 'vitest'
import { imageKindOf, maxUploadBytes, type PickedFile, pickFiles } from './file-acceptance'

const file = (name: string, type: string, size = 10) =>
  new File([new Uint8Array(Math.min(size, 16))], name, { type, lastModified: 1 })

/** A file whose size is reported as `size` without allocating it. */
function bigFile(name: string, type: string, size: number): File {
  const picked = file(name, type)
  Object.defineProperty(picked, 'size', { value: size })
  return picked
}

describe('imageKindOf', () => {
  it.each([
    ['photo.jpg', 'image/jpeg', 'jpeg'],
    ['photo.PNG', 'image/png', 'png'],
    ['photo.heic', 'image/heic', 'heic'],
    ['photo.heic', 'image/heif', 'heic'],
    ['IMG_0001.HEIC', '', 'heic'],
    ['scan.jpeg', 'application/octet-stream', 'jpeg'],
  ])('accepts %s (%s) as %s', (name, type, kind) => {
    expect(imageKindOf({ name, type })).toBe(kind)
  })

  it.each([
    ['animation.gif', 'image/gif'],
    ['notes.txt', 'text/plain'],
    ['photo.webp', 'image/webp'],
    ['renamed.jpg', 'text/plain'],
    ['no-extension', ''],
  ])('refuses %s (%s)', (name, type) => {
    expect(imageKindOf({ name, type })).toBeUndefined()
  })
})

describe('pickFiles', () => {
  it('adds heic, jpeg and png files and refuses the others by name, keeping what was selected', () => {
    const earlier: PickedFile[] = pickFiles([file('earlier.png', 'image/png')], []).accepted
    const { accepted, refused } = pickFiles(
      [
        file('a.jpg', 'image/jpeg'),
        file('b.gif', 'image/gif'),
        file('c.heic', ''),
        file('d.txt', 'text/plain'),
      ],
      earlier,
    )
    expect(accepted.map((picked) => [picked.file.name, picked.kind])).toEqual([
      ['a.jpg', 'jpeg'],
      ['c.heic', 'heic'],
    ])
    expect(refused.map((entry) => [entry.fileName, entry.reason])).toEqual([
      ['b.gif', 'type'],
      ['d.txt', 'type'],
    ])
  })

  it('refuses a photo over 50 MB and takes one of exactly 50 MB', () => {
    const { accepted, refused } = pickFiles(
      [
        bigFile('huge.jpg', 'image/jpeg', maxUploadBytes + 1),
        bigFile('limit.jpg', 'image/jpeg', maxUploadBytes),
      ],
      [],
    )
    expect(refused).toEqual([expect.objectContaining({ fileName: 'huge.jpg', reason: 'size' })])
    expect(accepted.map((picked) => picked.file.name)).toEqual(['limit.jpg'])
  })

  it('does not add a file that is already selected, nor the same file twice in one pick', () => {
    const first = pickFiles([file('a.jpg', 'image/jpeg')], []).accepted
    const again = pickFiles([file('a.jpg', 'image/jpeg'), file('a.jpg', 'image/jpeg')], first)
    expect(again).toEqual({ accepted: [], refused: [] })
  })
})

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  defaultPhotoSort,
  photoSortStorageKey,
  readPhotoSort,
  writePhotoSort,
} from '#app/platform/photo-sort'
import { saveScrollPosition, scrollPositionStorageKey, takeScrollPosition } from './scroll-position'

describe('sort preference', () => {
  beforeEach(() => localStorage.clear())

  it('defaults to dateTaken, newest first, and keeps a choice', () => {
    expect(readPhotoSort(localStorage)).toEqual({ sortKey: 'dateTaken', sortOrder: 'desc' })
    writePhotoSort(localStorage, { sortKey: 'created', sortOrder: 'asc' })
    expect(readPhotoSort(localStorage)).toEqual({ sortKey: 'created', sortOrder: 'asc' })
  })

  it('ignores values outside created | dateTaken and asc | desc', () => {
    localStorage.setItem(photoSortStorageKey, JSON.stringify({ sortKey: 'name', sortOrder: 'asc' }))
    expect(readPhotoSort(localStorage)).toEqual(defaultPhotoSort)
    localStorage.setItem(photoSortStorageKey, '{oops')
    expect(readPhotoSort(localStorage)).toEqual(defaultPhotoSort)
  })
})

describe('scroll position', () => {
  beforeEach(() => localStorage.clear())

  it('restores a saved pair of non-negative numbers once', () => {
    saveScrollPosition(localStorage, [0, 1234.6])
    expect(takeScrollPosition(localStorage)).toEqual([0, 1235])
    expect(takeScrollPosition(localStorage)).toBeUndefined()
  })

  it('clamps negatives when saving and ignores anything else when reading', () => {
    saveScrollPosition(localStorage, [-5, 10])
    expect(takeScrollPosition(localStorage)).toEqual([0, 10])
    for (const bad of ['[1]', '[-1, 2]', '["1", 2]', '{"x":1}', 'nope']) {
      localStorage.setItem(scrollPositionStorageKey, bad)
      expect(takeScrollPosition(localStorage), bad).toBeUndefined()
    }
  })
})

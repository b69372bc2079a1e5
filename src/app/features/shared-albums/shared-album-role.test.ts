import { describe, expect, it } from 'vitest'
import { sharedAlbumRole } from './shared-album-role'

// docs/requirements/shared-albums.md#shared-albums-owner-participant
describe('sharedAlbumRole', () => {
  const album = { ownerId: 'user-shared-album-owner' }

  it('is the owner when the user id equals the album ownerId', () => {
    expect(sharedAlbumRole(album, 'user-shared-album-owner')).toBe('owner')
  })

  it('is a participant for anyone else', () => {
    expect(sharedAlbumRole(album, 'user-participant')).toBe('participant')
  })

  it('never makes an unknown user the owner, even of an album without an owner id', () => {
    expect(sharedAlbumRole(album, undefined)).toBe('participant')
    expect(sharedAlbumRole({ ownerId: '' }, '')).toBe('participant')
  })

  it('compares ids exactly', () => {
    expect(sharedAlbumRole(album, 'USER-SHARED-ALBUM-OWNER')).toBe('participant')
    expect(sharedAlbumRole(album, ' user-shared-album-owner')).toBe('participant')
  })
})

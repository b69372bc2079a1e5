/**
 * How the signed-in user takes part in a shared album
 * (docs/requirements/shared-albums.md#shared-albums-owner-participant).
 */
export type SharedAlbumRole = 'owner' | 'participant'

/** The owner is the user whose id is the album's ownerId; everyone else who can open it is a participant. */
export function sharedAlbumRole(album: { ownerId: string }, userId: string | undefined): SharedAlbumRole {
  return userId !== undefined && userId !== '' && album.ownerId === userId ? 'owner' : 'participant'
}

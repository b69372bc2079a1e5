import type { SampleRequests } from './sample'

// The shared-album owner's seeded shared albums at volume 'few' (mocks/db/collections/photo-library.ts): the
// first is shared with the participant persona, the second only with people who are not personas.
const sharedWithParticipant = '1db39df5-7990-460e-aa2f-fb6c26668614'
const sharedWithOthers = '780a586e-8992-47a4-a9e9-aa576abb82b0'

/**
 * Requests the contract suite sends to the shared album service's operations that need path parameters or a
 * body. The delete uses the album the later reads do not.
 */
export const sharedAlbumsSamples: SampleRequests = {
  getSharedAlbum: { path: `/shared-albums/${sharedWithParticipant}`, persona: 'shared-album-owner' },
  deleteSharedAlbum: { path: `/shared-albums/${sharedWithOthers}`, persona: 'shared-album-owner' },
  listSharedAlbumParticipants: {
    path: `/shared-albums/${sharedWithParticipant}/participants`,
    persona: 'participant',
  },
  listSharedAlbumPhotos: {
    path: `/shared-albums/${sharedWithParticipant}/photos`,
    query: { limit: '4', sortKey: 'dateTaken' },
    persona: 'participant',
  },
}

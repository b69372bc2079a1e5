import type { SampleRequests } from './sample'

// Ids of the consumer's seeded library at volume 'few' (mocks/db/database.ts seeds it deterministically).
const albums = {
  summerHoliday: 'a3e3cf72-941c-4346-a991-cefd580ae0c5',
  family: '12cb8172-6ff5-4ea9-a9fb-55e826bc9950',
  garden: '8fe72660-bb12-4eb1-a3e7-9531395030d3',
  birthdays: '4d374332-8cbb-4fea-ab8e-be9e49349e51',
}
const photos = {
  img1000: '9c19e84a-a4ab-4f98-a976-0356a032a4fc',
  img1001: '13a6a9c1-db8b-45b4-aab4-869d11c2b633',
  img1005: 'dca34cc0-6368-4d5f-ab87-8de49a214824',
}

/**
 * Requests the contract suite sends to the photo service's operations that need path parameters or a body.
 * The suite sends them in document order, so the changes use albums the reads do not (deleteAlbum comes before
 * renameAlbum and the album photo calls).
 */
export const photosSamples: SampleRequests = {
  listTimelinePhotos: {
    path: '/photos/timeline/2025/2',
    query: { limit: '2', sortKey: 'created', sortOrder: 'asc' },
  },
  deletePhotos: { path: '/photos', body: { photoIds: [photos.img1005, 'not-a-photo-of-yours'] } },
  createAlbum: { path: '/albums', body: { albumName: 'Contract sample' } },
  getAlbum: { path: `/albums/${albums.summerHoliday}` },
  deleteAlbum: { path: `/albums/${albums.birthdays}` },
  renameAlbum: { path: `/albums/${albums.family}`, body: { name: 'Family and friends' } },
  listAlbumPhotos: { path: `/albums/${albums.garden}/photos`, query: { limit: '5' } },
  addAlbumPhotos: {
    path: `/albums/${albums.garden}/photos`,
    body: { photoIds: [photos.img1000, photos.img1001] },
  },
  removeAlbumPhotos: { path: `/albums/${albums.garden}/photos`, body: { photoIds: [photos.img1000] } },
}

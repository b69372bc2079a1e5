import type { SampleRequests } from './sample'

// Seeded at volume 'few' (mocks/db/collections/photo-library.ts): the consumer's 'Summer picks' archive, a
// consumer photo (IMG_1002), and the participant's and owner's photos in the shared album.
const summerPicks = 'adebb9ed-73ef-40dc-af31-649d3c0b39c1'
const consumerPhoto = 'e3e90600-73e0-498c-abac-1011d9623ab5'
const sharedAlbum = '1db39df5-7990-460e-aa2f-fb6c26668614'
const participantPhoto = '9be6a64e-79d8-460b-a2c2-1344a55ced45'
const ownerPhoto = 'a0f66b93-47f7-4cdd-acf3-2de7cfc374cc'

/** Requests the contract suite sends to the download service's operations that need path parameters or a body. */
export const downloadsSamples: SampleRequests = {
  createDownload: { path: '/downloads', body: { name: 'Contract sample', photos: [consumerPhoto] } },
  getDownloadUrl: { path: `/downloads/${summerPicks}/url` },
  createSharedAlbumDownload: {
    path: '/shared-album-downloads',
    body: {
      albumId: sharedAlbum,
      photos: [participantPhoto, ownerPhoto],
      owners: ['user-participant', 'user-shared-album-owner'],
    },
    persona: 'participant',
  },
}

import type { SampleRequests } from './sample'

// The consumer's seeded widgets and gallery entries (mocks/db/collections/widgets.ts): PC-100001-001 and -006 are
// in the printbloom-gb gallery, -003 is shared but in no gallery, -005's order is blocked.
const channel = 'printbloom-gb'

/** Requests the contract suite sends to the widget gallery service's operations that need path parameters or a body. */
export const widgetGallerySamples: SampleRequests = {
  createGalleryEntry: {
    path: '/v1/galleryentries',
    body: { widgetId: 'PC-100001-003', channel, categories: ['Wedding'] },
  },
  getGalleryEntry: { path: '/v1/galleryentries/PC-100001-001', query: { channel } },
  updateGalleryEntry: {
    path: '/v1/galleryentries/PC-100001-001',
    query: { channel },
    body: { categories: ['Travel', 'Family'] },
  },
  deleteGalleryEntry: { path: '/v1/galleryentries/PC-100001-006', query: { channel } },
  getBlockedOrder: { path: '/v1/blockedorders/PC-100001-005' },
}

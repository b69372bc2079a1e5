import type { SampleRequests } from './sample'

// The consumer's seeded widgets (mocks/db/collections/widgets.ts): PC-100001-001 "Summer in Portugal" (shared, in
// the printbloom-gb gallery), -002 not shared, -007 not shared, -008 not shared (deleted here).
const photoBookTypes = 'HardcoverPhotoBook,SoftcoverPhotoBook,LayFlatPhotoBook'

/** Requests the contract suite sends to the widget service's operations that need path parameters or a body. */
export const widgetsSamples: SampleRequests = {
  listWidgets: { path: '/v1/widget/all', query: { offset: '0', limit: '5', articleTypes: photoBookTypes } },
  getWidget: { path: '/v1/widget/PC-100001-001' },
  updateWidget: { path: '/v1/widget/PC-100001-002', body: { isShared: true } },
  deleteWidget: { path: '/v1/widget/PC-100001-008' },
  shareWidget: {
    path: '/v1/widget/PC-100001-007/share',
    query: {
      vendorId: 'printbloom',
      fromName: 'Alex Morgan',
      personalMessage: 'Our garden book, have a look!',
      // base64 of jamie.lee@example.com
      toEmailAddress: 'amFtaWUubGVlQGV4YW1wbGUuY29t',
    },
  },
}

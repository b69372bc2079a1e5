import { delay, HttpResponse, http } from 'msw'
import { operationIndex as downloadOperations } from '../../src/generated/downloads.operations'
import { operationIndex as photoOperations } from '../../src/generated/photos.operations'
import { operationIndex as sharedAlbumOperations } from '../../src/generated/shared-albums.operations'
import { operationIndex as storageOperations } from '../../src/generated/storage.operations'
import { operationIndex as tempSelectionOperations } from '../../src/generated/temp-selections.operations'
import type { MockContext } from '../context'
import { createDownloadHandler, createSharedAlbumDownloadHandler } from '../handlers/downloads'
import { mswPath, type OperationIndex, problem } from '../handlers/operation'
import { activateUserHandler, activationStatusHandler, deletePhotosHandler } from '../handlers/photos'
import { faultScenario, type OperationId, type Scenario } from './scenario'

const services = {
  photos: photoOperations,
  'shared-albums': sharedAlbumOperations,
  downloads: downloadOperations,
  'temp-selections': tempSelectionOperations,
  storage: storageOperations,
} satisfies Record<string, OperationIndex>
type Service = keyof typeof services

/** A fault scenario of this group: its id is `faults:{id}`. */
const fault = <S extends Service>(id: string, label: string, service: S, operationIds: OperationId<S>[]) =>
  faultScenario(`faults:${id}`, label, service, operationIds)

/** An msw handler for the path of a service's operation (answers nothing itself unless the resolver does). */
function operationRoute<S extends Service>(
  ctx: MockContext,
  service: S,
  operationId: keyof (typeof services)[S] & string,
  resolver: (info: {
    params: Record<string, string | readonly string[] | undefined>
    request: Request
  }) => Promise<Response | undefined>,
) {
  const { method, path } = (services[service] as OperationIndex)[operationId]!
  return http[method](mswPath(ctx.services[service]!, path), ({ params, request }) =>
    resolver({ params, request }),
  )
}

/** The photos whose thumbnails photos:broken-thumbnails breaks: a stable third of them, chosen by id. */
export function brokenThumbnail(imageId: string): boolean {
  return Number.parseInt(imageId.slice(-1), 16) % 3 === 0
}

/** QA presets for this group's services (faults, states). */
export const photoLibraryScenarios: Scenario[] = [
  fault('photos-load', 'Photos and the timeline answer 500', 'photos', [
    'listPhotos',
    'getTimeline',
    'listTimelinePhotos',
  ]),
  fault('photo-delete', 'Deleting photos answers 500', 'photos', ['deletePhotos']),
  fault('photo-delete-all', 'Deleting all photos answers 500', 'photos', ['deleteAllPhotos']),
  fault('albums-load', 'The album list answers 500', 'photos', ['listAlbums']),
  fault('album-load', 'An album answers 500', 'photos', ['getAlbum']),
  fault('album-photos-load', "An album's photos answer 500", 'photos', ['listAlbumPhotos']),
  fault('album-save', 'Creating and renaming albums answer 500', 'photos', ['createAlbum', 'renameAlbum']),
  fault('album-delete', 'Deleting an album answers 500', 'photos', ['deleteAlbum']),
  fault('album-photos-add', 'Copying photos to an album answers 500', 'photos', ['addAlbumPhotos']),
  fault('album-photos-remove', 'Removing photos from an album answers 500', 'photos', ['removeAlbumPhotos']),
  fault('activation', 'Activation (import) answers 500', 'photos', ['activateUser', 'getActivationStatus']),
  fault('shared-albums-load', 'The shared album list and counts answer 500', 'shared-albums', [
    'listSharedAlbums',
    'getSharedCounts',
  ]),
  fault('shared-album-load', 'A shared album, its participants and photos answer 500', 'shared-albums', [
    'getSharedAlbum',
    'listSharedAlbumParticipants',
    'listSharedAlbumPhotos',
  ]),
  fault('shared-album-delete', 'Deleting a shared album answers 500', 'shared-albums', ['deleteSharedAlbum']),
  fault('download', 'Asking for a download answers 500', 'downloads', [
    'createDownload',
    'createSharedAlbumDownload',
  ]),
  fault('download-url', "A download's signed URL answers 500", 'downloads', ['getDownloadUrl']),
  fault('downloads-load', 'The downloads list answers 500', 'downloads', ['listDownloads']),
  fault('temp-selection', 'Creating a temporary selection (order prints) answers 500', 'temp-selections', [
    'createTempSelection',
  ]),
  {
    id: 'downloads:archive-error',
    label: "Archives fail: the push channel says 'error' after 'started'",
    group: 'Downloads',
    handlers: (ctx) => [createDownloadHandler(ctx, 'error'), createSharedAlbumDownloadHandler(ctx, 'error')],
  },
  {
    id: 'photos:import-error',
    label: "Activation fails: the push channel says 'error' and the library stays NOT_ACTIVE",
    group: 'Photos',
    exclusiveSet: 'Import',
    handlers: (ctx) => [activateUserHandler(ctx, 'error')],
  },
  {
    id: 'photos:importing',
    label:
      "The library is importing when the app opens: the push channel says 'started', then 'finished' 15 s later",
    group: 'Photos',
    exclusiveSet: 'Import',
    handlers: (ctx) => [activationStatusHandler(ctx, 'finished')],
  },
  {
    id: 'photos:importing-error',
    label:
      "The library is importing when the app opens: the push channel says 'started', then 'error' 15 s later",
    group: 'Photos',
    exclusiveSet: 'Import',
    handlers: (ctx) => [activationStatusHandler(ctx, 'error')],
  },
  fault('upload', 'Uploading a photo (POST /uploads) answers 500', 'storage', ['uploadPhoto']),
  {
    id: 'faults:upload-once',
    label: 'Each photo’s first upload answers 500, the next one succeeds (Retry works)',
    group: 'Faults',
    fault: { service: 'storage', kind: 'answers 500 the first time' },
    handlers: (ctx) => {
      const failed = new Set<string>()
      return [
        operationRoute(ctx, 'storage', 'uploadPhoto', async ({ request }) => {
          const file = (
            await request
              .clone()
              .formData()
              .catch(() => undefined)
          )?.get('file')
          const name = file && typeof file !== 'string' ? file.name : ''
          if (failed.has(name)) return undefined
          failed.add(name)
          return problem(500, 'Injected fault (first upload of this photo)')
        }),
      ]
    },
  },
  fault('timeline-month', 'Every timeline month answers 500 (the summary loads)', 'photos', [
    'listTimelinePhotos',
  ]),
  {
    id: 'faults:month-select-all',
    label: "A month's Select all answers 500 (its pages of 500; the timeline's pages of 24 load)",
    group: 'Faults',
    fault: { service: 'photos', kind: 'answers 500 to some requests' },
    handlers: (ctx) => [
      operationRoute(ctx, 'photos', 'listTimelinePhotos', async ({ request }) =>
        new URL(request.url).searchParams.get('limit') === '500'
          ? problem(500, "Injected fault (a month's Select all)")
          : undefined,
      ),
    ],
  },
  {
    id: 'faults:timeline-month-once',
    label: 'Each timeline month answers 500 the first time, then loads (a retry succeeds)',
    group: 'Faults',
    fault: { service: 'photos', kind: 'answers 500 the first time' },
    handlers: (ctx) => {
      const failed = new Set<string>()
      return [
        operationRoute(ctx, 'photos', 'listTimelinePhotos', async ({ params: { year, month } }) => {
          const key = `${String(year)}/${String(month)}`
          if (failed.has(key)) return undefined
          failed.add(key)
          return problem(500, 'Injected fault (first request of this month)')
        }),
      ]
    },
  },
  {
    id: 'faults:upload-photos-once',
    label:
      "An upload's photos (GET /photos?uploadId) answer 500 the first time, then load (a retry succeeds)",
    group: 'Faults',
    fault: { service: 'photos', kind: 'answers 500 the first time' },
    handlers: (ctx) => {
      const failed = new Set<string>()
      return [
        operationRoute(ctx, 'photos', 'listPhotos', async ({ request }) => {
          const uploadId = new URL(request.url).searchParams.get('uploadId')
          if (uploadId === null || failed.has(uploadId)) return undefined
          failed.add(uploadId)
          return problem(500, "Injected fault (first request of this upload's photos)")
        }),
      ]
    },
  },
  {
    id: 'photos:delete-partial',
    label:
      'Deleting photos partly fails: every second id of each request comes back in failed (retries succeed)',
    group: 'Photos',
    exclusiveSet: 'Deleting photos',
    handlers: (ctx) => [
      deletePhotosHandler(ctx, (requested) => new Set(requested.filter((_, index) => index % 2 === 1))),
    ],
  },
  {
    id: 'photos:delete-refused',
    label: 'Deleting photos partly fails for good: the first id of each request is never deleted',
    group: 'Photos',
    exclusiveSet: 'Deleting photos',
    handlers: (ctx) => [deletePhotosHandler(ctx, (requested) => new Set(requested.slice(0, 1)))],
  },
  {
    id: 'photos:broken-thumbnails',
    label: 'About a third of the photos’ thumbnails answer 404 (the cells show a close icon)',
    group: 'Photos',
    handlers: (ctx) => [
      http.get(`${ctx.services.photos}/files/thumbnails/:imageId/:file`, ({ params }) =>
        brokenThumbnail(String(params.imageId)) ? new HttpResponse(null, { status: 404 }) : undefined,
      ),
    ],
  },
  {
    id: 'latency:uploads-slow',
    label: 'Each photo upload (POST /uploads) answers after 1.5 s',
    group: 'Latency',
    handlers: (ctx) => [
      operationRoute(ctx, 'storage', 'uploadPhoto', async () => {
        await delay(1500)
        return undefined
      }),
    ],
  },
  {
    id: 'latency:thumbnails-slow',
    label: 'Thumbnails arrive after 1 s (tiles scrolled past before then give their requests up)',
    group: 'Latency',
    handlers: (ctx) => [
      http.get(`${ctx.services.photos}/files/thumbnails/:imageId/:file`, async () => {
        await delay(1000)
        return undefined
      }),
    ],
  },
  {
    id: 'latency:photo-delete-slow',
    label: 'Deleting photos (DELETE /photos) answers after 1.5 s (before a fault named after it)',
    group: 'Latency',
    handlers: (ctx) => [
      operationRoute(ctx, 'photos', 'deletePhotos', async () => {
        await delay(1500)
        return undefined
      }),
    ],
  },
  {
    id: 'latency:photos-slow',
    label: "The photo service's month pages and photo lists answer after 1.5 s",
    group: 'Latency',
    handlers: (ctx) =>
      (['listTimelinePhotos', 'listPhotos', 'listAlbumPhotos'] as const).map((operationId) =>
        operationRoute(ctx, 'photos', operationId, async () => {
          await delay(1500)
          return undefined
        }),
      ),
  },
]

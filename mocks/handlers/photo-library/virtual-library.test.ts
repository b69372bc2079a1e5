import { getResponse } from 'msw'
import { beforeAll, describe, expect, it } from 'vitest'
import type { MockContext } from '../../context'
import { createDatabase, findUser, restoreSnapshot, type Snapshot, takeSnapshot } from '../../db/database'
import { subjectOf, type Volume } from '../../db/personas'
import { issueTokens } from '../../identity/tokens'
import { createMockContext } from '../../node'
import { findScenarios } from '../../scenarios/registry'
import { baselineHandlers } from '..'
import { requestHandlers } from '../operation'

// The photo service over the virtual library (the consumer at 100k and 1m): the same answers as over records,
// in a few milliseconds.

interface Photo {
  imageId: string
  uploadId: string
  dateTaken?: string
  created: string
  width?: number
  thumbnails: { id: number; url: string; width: number; height: number }[]
}
interface PhotoPage {
  cursor: string | null
  images: Photo[]
}
type Timeline = Record<string, Record<string, number>>

async function session(volume: Volume, scenarioIds: string[] = []) {
  const ctx = await createMockContext({ volume })
  let handlers = requestHandlers(baselineHandlers(ctx))
  const token = (await issueTokens(findUser(ctx.db, subjectOf('consumer'))!, 'http://localhost/__mock-idp'))
    .access_token
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await getResponse(
      handlers,
      new Request(`${ctx.services.photos}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    )
    return response!
  }
  const get = async <T>(path: string): Promise<T> => {
    const response = await call('GET', path)
    expect(response.status, path).toBe(200)
    return (await response.json()) as T
  }
  const withScenarios = (ids: string[]) => {
    handlers = [
      ...requestHandlers(findScenarios(ids).flatMap((scenario) => scenario.handlers(ctx))),
      ...handlers,
    ]
  }
  if (scenarioIds.length > 0) withScenarios(scenarioIds)
  return { ctx, call, get, withScenarios }
}

type Session = Awaited<ReturnType<typeof session>>

const sum = (timeline: Timeline) =>
  Object.values(timeline).reduce(
    (total, months) => total + Object.values(months).reduce((a, b) => a + b, 0),
    0,
  )

/** The busiest month of the timeline. */
function busiest(timeline: Timeline): { year: string; month: string; count: number } {
  let best = { year: '', month: '', count: -1 }
  for (const [year, months] of Object.entries(timeline)) {
    for (const [month, count] of Object.entries(months)) if (count > best.count) best = { year, month, count }
  }
  return best
}

async function allPages(s: Session, path: string, limit: number): Promise<Photo[]> {
  const photos: Photo[] = []
  let cursor: string | null = null
  do {
    const separator = path.includes('?') ? '&' : '?'
    const page: PhotoPage = await s.get(
      `${path}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    )
    expect(page.images.length).toBeLessThanOrEqual(limit)
    photos.push(...page.images)
    cursor = page.cursor
  } while (cursor)
  return photos
}

async function timed<T>(run: () => Promise<T>, times = 5): Promise<{ result: T; ms: number }> {
  let result = await run() // warm up
  const durations: number[] = []
  for (let i = 0; i < times; i++) {
    const start = performance.now()
    result = await run()
    durations.push(performance.now() - start)
  }
  durations.sort((a, b) => a - b)
  return { result, ms: durations[Math.floor(times / 2)]! }
}

// Generous timeouts: paging through a month of 20,000+ photos takes a second or two on a busy machine.
describe('the photo service over a virtual library of 1,000,000 photos', { timeout: 60_000 }, () => {
  let s: Session
  let timeline: Timeline
  beforeAll(async () => {
    s = await session('1m')
    timeline = (await s.get<{ timeline: Timeline }>('/users/timeline')).timeline
  }, 60_000)

  it('counts 1,000,000 photos in the summary, the user and the account counts', async () => {
    expect(sum(timeline)).toBe(1_000_000)
    expect((await s.get<{ photosCount: number }>('/users')).photosCount).toBe(1_000_000)
    expect((await s.get<{ photosCount: number }>('/users/counts')).photosCount).toBe(1_000_000)
    expect(Number(Object.keys(timeline)[1])).toBe(1985)
    expect(timeline['1970']?.['1']).toBeGreaterThan(1000)
  })

  it('pages through its busiest month by cursor: exactly its count, no duplicates, newest first', async () => {
    const { year, month, count } = busiest(timeline)
    expect(count).toBeGreaterThan(10_000)
    const photos = await allPages(s, `/photos/timeline/${year}/${month}`, 500)
    expect(photos).toHaveLength(count)
    expect(new Set(photos.map((photo) => photo.imageId)).size).toBe(count)
    const dates = photos.map((photo) => photo.dateTaken!)
    expect(dates.every((date, i) => i === 0 || date < dates[i - 1]!)).toBe(true)
    expect(dates.every((date) => date.startsWith(`${year}-${month.padStart(2, '0')}-`))).toBe(true)
  })

  it('pages the undated section (1970/1) by created, oldest first', async () => {
    const count = timeline['1970']!['1']!
    const photos = await allPages(s, '/photos/timeline/1970/1?sortKey=created&sortOrder=asc', 500)
    expect(photos).toHaveLength(count)
    expect(photos.every((photo) => photo.dateTaken === undefined)).toBe(true)
    const created = photos.map((photo) => photo.created)
    expect(created.every((date, i) => i === 0 || date > created[i - 1]!)).toBe(true)
  })

  it('lists all photos in every sort key and order, page after page without overlap', async () => {
    for (const sortKey of ['dateTaken', 'created'] as const) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const first: PhotoPage = await s.get(`/photos?sortKey=${sortKey}&sortOrder=${sortOrder}&limit=1000`)
        const second: PhotoPage = await s.get(
          `/photos?sortKey=${sortKey}&sortOrder=${sortOrder}&limit=1000&cursor=${encodeURIComponent(first.cursor!)}`,
        )
        const photos = [...first.images, ...second.images]
        expect(photos).toHaveLength(2000)
        expect(new Set(photos.map((photo) => photo.imageId)).size).toBe(2000)
        const keys = photos.map((photo) =>
          sortKey === 'created' ? photo.created : (photo.dateTaken ?? '1970-01-01T00:00:00.000Z'),
        )
        for (let i = 1; i < keys.length; i++) {
          if (sortOrder === 'asc') expect(keys[i]! >= keys[i - 1]!).toBe(true)
          else expect(keys[i]! <= keys[i - 1]!).toBe(true)
        }
      }
    }
    // Oldest by dateTaken: the undated photos; newest: this month's.
    const oldest: PhotoPage = await s.get('/photos?sortKey=dateTaken&sortOrder=asc&limit=1')
    expect(oldest.images[0]!.dateTaken).toBeUndefined()
  })

  it('answers a month page, the summary and the counts in a few milliseconds', async () => {
    const { year, month } = busiest(timeline)
    const firstPage = await timed(() => s.get<PhotoPage>(`/photos/timeline/${year}/${month}`))
    const deepPage = await timed(async () => {
      const page = await s.get<PhotoPage>(`/photos/timeline/${year}/${month}?limit=500`)
      return s.get<PhotoPage>(`/photos/timeline/${year}/${month}?cursor=${encodeURIComponent(page.cursor!)}`)
    })
    const summary = await timed(() => s.get<{ timeline: Timeline }>('/users/timeline'))
    const counts = await timed(() => s.get('/users/counts'))
    const list = await timed(() => s.get<PhotoPage>('/photos?limit=500'))
    console.info(
      `[1m] month page ${firstPage.ms.toFixed(1)} ms, page after a cursor (2 requests) ${deepPage.ms.toFixed(1)} ms, ` +
        `timeline ${summary.ms.toFixed(1)} ms, counts ${counts.ms.toFixed(1)} ms, 500 photos ${list.ms.toFixed(1)} ms`,
    )
    // Generous bounds (a slow, shared machine): the answers take a few ms.
    expect(firstPage.ms).toBeLessThan(500)
    expect(summary.ms).toBeLessThan(500)
    expect(counts.ms).toBeLessThan(500)
    expect(list.ms).toBeLessThan(1000)
  })

  it('serves small, cacheable landscape thumbnails of the photo’s proportions', async () => {
    const page: PhotoPage = await s.get('/photos?limit=40')
    const handlers = requestHandlers(baselineHandlers(s.ctx))
    for (const photo of page.images) {
      for (const thumbnail of photo.thumbnails) {
        const response = (await getResponse(handlers, new Request(thumbnail.url)))!
        expect(response.status).toBe(200)
        expect(response.headers.get('Content-Type')).toBe('image/svg+xml')
        expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
        const svg = await response.text()
        expect(svg.length).toBeLessThan(8_000)
        expect(svg).toContain(`width="${thumbnail.width}" height="${thumbnail.height}"`)
        expect(Math.max(thumbnail.width, thumbnail.height)).toBe(thumbnail.id)
      }
    }
  })
})

describe('deleting from a virtual library (100,000 photos)', { timeout: 60_000 }, () => {
  let s: Session
  beforeAll(async () => {
    s = await session('100k')
  }, 60_000)

  it('drops deleted photos from pages, counts and the summary, and keeps the snapshot small', async () => {
    const timeline = (await s.get<{ timeline: Timeline }>('/users/timeline')).timeline
    expect(sum(timeline)).toBe(100_000)
    const { year, month, count } = busiest(timeline)
    const path = `/photos/timeline/${year}/${month}`
    const first: PhotoPage = await s.get(`${path}?limit=30`)
    const doomed = first.images.filter((_, i) => i % 3 === 0).map((photo) => photo.imageId)
    const thumbnail = first.images[0]!.thumbnails[0]!.url

    const deleted = await s.call('DELETE', '/photos', { photoIds: [...doomed, 'no-such-photo'] })
    expect(await deleted.json()).toEqual({ failed: ['no-such-photo'] })
    const again = await s.call('DELETE', '/photos', { photoIds: doomed.slice(0, 2) })
    expect(await again.json()).toEqual({ failed: doomed.slice(0, 2) })

    const after = (await s.get<{ timeline: Timeline }>('/users/timeline')).timeline
    expect(after[year]![month]).toBe(count - doomed.length)
    expect(sum(after)).toBe(100_000 - doomed.length)
    expect((await s.get<{ photosCount: number }>('/users')).photosCount).toBe(100_000 - doomed.length)
    const photos = await allPages(s, path, 500)
    expect(photos).toHaveLength(count - doomed.length)
    expect(photos.some((photo) => doomed.includes(photo.imageId))).toBe(false)
    const thumbnailAfter = await getResponse(requestHandlers(baselineHandlers(s.ctx)), new Request(thumbnail))
    expect(thumbnailAfter!.status).toBe(404)

    // The browser's snapshot holds the deleted indexes, not the photos; it restores them.
    const snapshot = JSON.parse(JSON.stringify(takeSnapshot(s.ctx.db))) as Snapshot
    expect(JSON.stringify(snapshot).length).toBeLessThan(300_000)
    const db = createDatabase('100k')
    expect(await restoreSnapshot(db, snapshot)).toBe(true)
    const ctx: MockContext = { ...s.ctx, db }
    const reloaded = await getResponse(requestHandlers(baselineHandlers(ctx)), new Request(thumbnail))
    expect(reloaded!.status).toBe(404)
  })

  it('keeps album photos that are virtual, and deleting all empties the library', async () => {
    const albums = (await s.get<{ albums: { albumId: string; photosCount: number }[] }>('/albums')).albums
    expect(albums.length).toBeGreaterThan(0)
    expect(albums.some((album) => album.photosCount > 40)).toBe(true)
    const album = albums.find((candidate) => candidate.photosCount > 40)!
    const photos: PhotoPage = await s.get(`/albums/${album.albumId}/photos?limit=1000`)
    expect(photos.images).toHaveLength(album.photosCount)

    expect((await s.call('DELETE', '/photos/all')).status).toBe(204)
    expect((await s.get<{ photosCount: number }>('/users')).photosCount).toBe(0)
    expect((await s.get<{ timeline: Timeline }>('/users/timeline')).timeline).toEqual({})
    expect((await s.get<PhotoPage>('/photos')).images).toEqual([])
    const emptied = await s.get<{ photosCount: number }>(`/albums/${album.albumId}`)
    expect(emptied.photosCount).toBe(0)
  })
})

describe("an upload's photos in a virtual library (100,000 photos)", { timeout: 60_000 }, () => {
  it('lists exactly the photos of the library that share the uploadId, in the asked order', async () => {
    const s = await session('100k')
    const library = await allPages(s, '/photos?sortKey=created&sortOrder=asc', 1000)
    expect(library).toHaveLength(100_000)
    const byUpload = Map.groupBy(library, (photo) => photo.uploadId)
    const uploads = [...byUpload.keys()]
    // The oldest upload (the undated scans), one in the middle and the newest (recent records among them).
    for (const uploadId of [uploads[0]!, uploads[Math.floor(uploads.length / 2)]!, uploads.at(-1)!]) {
      const expected = byUpload.get(uploadId)!.map((photo) => photo.imageId)
      const listed = await allPages(s, `/photos?uploadId=${uploadId}&sortKey=created&sortOrder=asc`, 50)
      expect(listed.map((photo) => photo.imageId)).toEqual(expected)
      const newestFirst = await allPages(s, `/photos?uploadId=${uploadId}`, 500)
      expect(new Set(newestFirst.map((photo) => photo.imageId))).toEqual(new Set(expected))
    }
    const unknown = await s.get<PhotoPage>('/photos?uploadId=no-such-upload')
    expect(unknown).toEqual({ cursor: null, images: [] })
  })
})

describe('photo library scenarios', { timeout: 30_000 }, () => {
  it('faults:timeline-month-once fails the first request of each month, then answers', async () => {
    const s = await session('few', ['faults:timeline-month-once'])
    expect((await s.call('GET', '/photos/timeline/2024/5')).status).toBe(500)
    expect((await s.call('GET', '/photos/timeline/2024/5')).status).toBe(200)
    expect((await s.call('GET', '/photos/timeline/2024/6')).status).toBe(500)
    expect((await s.call('GET', '/users/timeline')).status).toBe(200)
  })

  it('faults:timeline-month fails every month page', async () => {
    const s = await session('few', ['faults:timeline-month'])
    expect((await s.call('GET', '/photos/timeline/2024/5')).status).toBe(500)
    expect((await s.call('GET', '/photos/timeline/2024/5')).status).toBe(500)
    expect((await s.call('GET', '/users/timeline')).status).toBe(200)
  })

  it('photos:delete-partial deletes every first and fails every second id', async () => {
    const s = await session('100k', ['photos:delete-partial'])
    const page: PhotoPage = await s.get('/photos?limit=6')
    const ids = page.images.map((photo) => photo.imageId)
    const response = await s.call('DELETE', '/photos', { photoIds: ids })
    expect(await response.json()).toEqual({ failed: [ids[1], ids[3], ids[5]] })
    expect((await s.get<{ photosCount: number }>('/users')).photosCount).toBe(100_000 - 3)
  })

  it('latency:photos-slow delays month pages and lists', async () => {
    const s = await session('few', ['latency:photos-slow'])
    const start = performance.now()
    expect((await s.call('GET', '/photos/timeline/2024/5')).status).toBe(200)
    expect(performance.now() - start).toBeGreaterThanOrEqual(1400)
  })
})

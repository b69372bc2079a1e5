// @vitest-environment jsdom

import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createClients } from '#app/api/clients'
import { readAccessToken } from '#app/platform/auth/token-store'
import type { AppConfig } from '#app/platform/config'
import { operationFault } from '../../../../mocks/handlers/operation'
import { mockServerForTests } from '../../../../tests/mock-server-for-tests'
import { signInAs } from '../../../../tests/render-with-platform'
import { operationIndex } from '../../../generated/photos.operations'
import { copyBatchSize, copyInBatches } from './copy-in-batches'

const { ctx, server } = await mockServerForTests()
const client = () => createClients(ctx.services as AppConfig['services']).photos

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${ctx.services.photos}${path}`, {
    headers: { Authorization: `Bearer ${readAccessToken()}` },
  })
  return (await response.json()) as T
}

describe('copyInBatches', () => {
  it('sends POST /albums/{id}/photos with at most 500 ids per call', async () => {
    await signInAs(ctx, 'consumer')
    const calls: { albumId: string; size: number }[] = []
    server.use(
      http.post(`${ctx.services.photos}/albums/:id/photos`, async ({ params, request }) => {
        const body = (await request.json()) as { photoIds: string[] }
        calls.push({ albumId: String(params.id), size: body.photoIds.length })
        return HttpResponse.json({ failed: [] })
      }),
    )
    const ids = Array.from({ length: 1_001 }, (_, index) => `photo-${index}`)
    expect(await copyInBatches(client(), 'album-1', ids)).toHaveLength(1_001)
    expect(copyBatchSize).toBe(500)
    expect(calls).toEqual([
      { albumId: 'album-1', size: 500 },
      { albumId: 'album-1', size: 500 },
      { albumId: 'album-1', size: 1 },
    ])
  })

  it('copies into the album (the mock photo service keeps them)', async () => {
    await signInAs(ctx, 'consumer')
    const { albums } = await get<{ albums: { albumId: string; photosCount: number }[] }>('/albums')
    const target = albums[0]!
    const { images } = await get<{ images: { imageId: string }[] }>(
      `/albums/${target.albumId}/photos?limit=500`,
    )
    const inAlbum = new Set(images.map((photo) => photo.imageId))
    const library = await get<{ images: { imageId: string }[] }>('/photos?limit=500')
    const outside = library.images.map((photo) => photo.imageId).filter((id) => !inAlbum.has(id))
    await copyInBatches(client(), target.albumId, outside.slice(0, 2))
    const after = await get<{ photosCount: number }>(`/albums/${target.albumId}`)
    expect(after.photosCount).toBe(target.photosCount + 2)
  })

  it('rejects once the retries are used up when the service keeps failing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await signInAs(ctx, 'consumer')
    server.use(operationFault(ctx, 'photos', operationIndex, 'addAlbumPhotos', 500))
    await expect(copyInBatches(client(), 'album-1', ['a', 'b'])).rejects.toMatchObject({
      name: 'RetriesExceededError',
      failed: ['a', 'b'],
    })
  })
})

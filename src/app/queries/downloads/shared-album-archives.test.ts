// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { createClientFor } from '#app/api/clients'
import { mockServerForTests } from '../../../../tests/mock-server-for-tests'
import { signInAs } from '../../../../tests/render-with-platform'
import { sharedAlbumDownloadsClient } from './shared-album-archives'

const { ctx, server } = await mockServerForTests()

describe('sharedAlbumDownloadsClient', () => {
  it('asks for the archive at POST /shared-album-downloads with the album and each photo’s owner', async () => {
    await signInAs(ctx, 'participant')
    const participation = ctx.db.sharedAlbumParticipants.findFirst((q) =>
      q.where({ userSub: 'user-participant' }),
    )!
    const album = ctx.db.albums.findFirst((q) => q.where({ albumId: participation.albumId }))!
    const ownerOf = (id: string) => ctx.db.photos.findFirst((q) => q.where({ imageId: id }))!.ownerSub
    // One photo the owner added and one the participant added: two owners.
    const photos = [
      album.photoIds.find((id) => ownerOf(id) === 'user-shared-album-owner')!,
      album.photoIds.find((id) => ownerOf(id) === 'user-participant')!,
    ]
    const owners = new Map(photos.map((id) => [id, ownerOf(id)]))
    const sent: { path: string; body: unknown }[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST')
        sent.push({ path: new URL(request.url).pathname, body: await request.clone().json() })
    })

    const client = sharedAlbumDownloadsClient(
      createClientFor('downloads', ctx.services.downloads!),
      album.albumId,
      (id) => owners.get(id),
    )
    const { data, response } = await client.POST('/downloads', {
      body: { id: crypto.randomUUID(), name: 'ignored', photos },
    })

    server.events.removeAllListeners('request:start')
    expect(response.status).toBe(202)
    expect(data?.photos).toEqual(photos)
    expect(data?.name).toBe(album.albumName)
    expect(sent).toEqual([
      {
        path: '/downloads/shared-album-downloads',
        body: { albumId: album.albumId, photos, owners: ['user-shared-album-owner', 'user-participant'] },
      },
    ])
  })

  it('leaves every other call as it is', async () => {
    await signInAs(ctx, 'participant')
    const client = sharedAlbumDownloadsClient(
      createClientFor('downloads', ctx.services.downloads!),
      'a',
      () => 'b',
    )
    const { response } = await client.GET('/downloads')
    expect(response.status).toBe(200)
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { Route, Routes } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { subjectOf } from '../../../../mocks/db/personas'
import { operationFault } from '../../../../mocks/handlers/operation'
import { mockServerForTests } from '../../../../tests/mock-server-for-tests'
import { signInAs } from '../../../../tests/render-with-platform'
import { operationIndex } from '../../../generated/shared-albums.operations'
import { SharedAlbumPage } from './shared-album-page'
import { renderPatched } from './test-support'

const { ctx, server } = await mockServerForTests()

const orderPrintsOn = {
  flags: { OrderPrintsEnabled: true, SharedAlbumsViewEnabled: true },
  config: { printsEditorUrl: 'https://editor.example/prints' },
}

/** The owner's shared album of this name (the seed shares 'Summer holiday' with three people, 'Family' with one). */
function sharedAlbum(name: string) {
  const owner = subjectOf('shared-album-owner')
  const album = ctx.db.albums.findFirst((q) => q.where({ ownerSub: owner, albumName: name }))!
  return album
}

async function openAs(persona: string, albumName: string) {
  await signInAs(ctx, persona)
  const album = sharedAlbum(albumName)
  renderPatched(
    <Routes>
      <Route path="/my-photos/shared-albums/:id" element={<SharedAlbumPage />} />
      <Route path="/my-photos/albums" element={<p>The albums tab</p>} />
    </Routes>,
    ctx,
    orderPrintsOn,
    `/my-photos/shared-albums/${album.albumId}?stripped=true`,
  )
  await screen.findByRole('heading', { level: 1, name: albumName })
  return album
}

const location = () => screen.getByTestId('location').textContent

describe('SharedAlbumPage', () => {
  it('shows the banner, the stats and, to the owner, the participants in Shared with N people', async () => {
    await openAs('shared-album-owner', 'Summer holiday')
    expect(screen.getByText('Shared albums are no longer supported')).toBeTruthy()
    expect(screen.getByText(/^\d+ photos?$/)).toBeTruthy()
    const people = await screen.findByRole('button', { name: 'Shared with 3 people' })
    expect(screen.queryByText(/^Shared by/)).toBeNull()
    await userEvent.click(people)
    const dialog = screen.getByRole('dialog', { name: 'Shared with 3 people' })
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['participant@example.com', 'kim.lee@example.com', 'jo.weber@example.com'])
  })

  it('says Shared with 1 person for an album shared with one', async () => {
    await openAs('shared-album-owner', 'Family')
    expect(await screen.findByRole('button', { name: 'Shared with 1 person' })).toBeTruthy()
  })

  it("shows a participant the owner's e-mail address, not the participants", async () => {
    await openAs('participant', 'Summer holiday')
    expect((await screen.findByText(/^Shared by/)).textContent).toBe('Shared by owner@example.com')
    expect(screen.queryByRole('button', { name: /^Shared with/ })).toBeNull()
  })

  it('offers Download while copy, delete and order prints are unavailable for shared albums', async () => {
    await openAs('participant', 'Summer holiday')
    await userEvent.click(screen.getByRole('button', { name: 'Select' }))
    const toolbar = await screen.findByRole('toolbar', { name: 'Selected photos' })
    for (const name of ['Order photo prints', 'Copy to album', 'Delete from album']) {
      const action = within(toolbar).getByRole('button', { name })
      expect(action.getAttribute('aria-disabled')).toBe('true')
      expect(document.getElementById(action.getAttribute('aria-describedby')!)?.textContent).toBe(
        'Unavailable for shared albums',
      )
    }
    const download = within(toolbar).getByRole('button', { name: 'Download' })
    expect((download as HTMLButtonElement).disabled).toBe(true)
    await userEvent.click((await screen.findAllByRole('checkbox'))[0]!)
    expect((download as HTMLButtonElement).disabled).toBe(false)
  })

  it('says so when the album has no photos', async () => {
    server.use(
      http.get(`${ctx.services['shared-albums']}/shared-albums/:id/photos`, () =>
        HttpResponse.json({ cursor: null, images: [] }),
      ),
    )
    await openAs('participant', 'Summer holiday')
    expect(await screen.findByText('This album is empty')).toBeTruthy()
  })

  it('shows the album error with Try again when the album cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await signInAs(ctx, 'participant')
    server.use(operationFault(ctx, 'shared-albums', operationIndex, 'getSharedAlbum', 500))
    renderPatched(
      <Routes>
        <Route path="/my-photos/shared-albums/:id" element={<SharedAlbumPage />} />
      </Routes>,
      ctx,
      {},
      `/my-photos/shared-albums/${sharedAlbum('Summer holiday').albumId}`,
    )
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'Unable to display album. Please refresh the page or try again later.',
    )
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy()
    vi.restoreAllMocks()
  })

  describe('Delete album', () => {
    it('tells the owner it deletes the album for everyone and the photos remain', async () => {
      await openAs('shared-album-owner', 'Summer holiday')
      await userEvent.click(screen.getByRole('button', { name: 'Delete album' }))
      const dialog = screen.getByRole('dialog', { name: 'Delete album' })
      expect(dialog.textContent).toContain(
        'Delete the shared album “Summer holiday” for everyone? It will be deleted for all the people you shared it with.',
      )
    })

    it('keeps the modal open and says so when deleting fails', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {})
      server.use(operationFault(ctx, 'shared-albums', operationIndex, 'deleteSharedAlbum', 500))
      await openAs('participant', 'Summer holiday')
      await userEvent.click(screen.getByRole('button', { name: 'Delete album' }))
      const dialog = screen.getByRole('dialog', { name: 'Delete album' })
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete album' }))
      expect((await within(dialog).findByRole('alert')).textContent).toBe(
        'Unable to remove album. Please try again',
      )
      expect(screen.getByRole('dialog', { name: 'Delete album' })).toBeTruthy()
      vi.restoreAllMocks()
    })

    it('lets a participant delete it for themselves: their photos leave it, back to the albums with a toast', async () => {
      const album = await openAs('participant', 'Summer holiday')
      const participant = subjectOf('participant')
      const photos = ctx.db.photos.findMany((q) => q.where({ ownerSub: participant }))
      const theirs = (ids: readonly string[]) =>
        ids.filter((id) => photos.some((photo) => photo.imageId === id))
      expect(theirs(album.photoIds).length).toBeGreaterThan(0)

      await userEvent.click(screen.getByRole('button', { name: 'Delete album' }))
      const dialog = screen.getByRole('dialog', { name: 'Delete album' })
      expect(dialog.textContent).toContain(
        'Delete the shared album “Summer holiday” for you? It stays for everyone else, but the photos you added to it will be removed from it.',
      )
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete album' }))
      await waitFor(() => expect(location()).toBe('/my-photos/albums?stripped=true'))
      expect(await screen.findByText('Summer holiday album deleted')).toBeTruthy()
      const after = sharedAlbum('Summer holiday')
      expect(theirs(after.photoIds)).toEqual([])
      expect(after.photoIds.length).toBeGreaterThan(0)
    })
  })
})

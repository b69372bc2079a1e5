import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { albumsPageLimit, albumsPageSize } from '#app/platform/photo-page-sizes'
import { subjectOf } from '../../../../mocks/db/personas'
import { operationFault } from '../../../../mocks/handlers/operation'
import { mockServerForTests } from '../../../../tests/mock-server-for-tests'
import { renderWithPlatform, signInAs } from '../../../../tests/render-with-platform'
import { operationIndex } from '../../../generated/photos.operations'
import { AlbumsTab } from './albums-tab'

const { ctx, server } = await mockServerForTests()

/** The limits the album list was asked for, in order. */
function albumListLimits() {
  const limits: string[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (request.method === 'GET' && url.pathname.endsWith('/photos/albums')) {
      limits.push(url.searchParams.get('limit') ?? '')
    }
  })
  return limits
}

async function giveAlbums(persona: string, count: number) {
  const ownerSub = subjectOf(persona)
  for (let index = 0; index < count; index++) {
    const created = new Date(Date.UTC(2024, 0, 1) + index * 86_400_000).toISOString()
    await ctx.db.albums.create({
      albumId: crypto.randomUUID(),
      ownerSub,
      albumName: `Album ${index + 1}`,
      created,
      updated: created,
      photoIds: [],
    })
  }
}

// Rendering 120 tiles takes a while on a busy machine.
const slow = { timeout: 10_000 }

const tiles = () => within(screen.getAllByRole('list')[0]!).getAllByRole('listitem')

// docs/requirements/constants.md#constants-photo-page-sizes
describe('album paging', () => {
  it('asks for one album less on the first page, for the New album tile, and a full page after that', () => {
    expect(albumsPageSize).toBe(50)
    expect(albumsPageLimit(undefined)).toBe(49)
    expect(albumsPageLimit('next')).toBe(50)
  })

  it('fills the grid page by page: the tile and 49 albums, then 50 more each time', async () => {
    await giveAlbums('b2b-new', 120)
    await signInAs(ctx, 'b2b-new')
    const limits = albumListLimits()
    renderWithPlatform(<AlbumsTab />, ctx.services, '/my-photos/albums')
    await waitFor(() => expect(tiles()).toHaveLength(50), slow)
    expect(within(tiles()[0]!).getByRole('button', { name: 'New album' })).toBeTruthy()
    expect(within(tiles()[1]!).getByRole('link').textContent).toContain('Album 120')

    await userEvent.click(screen.getByRole('button', { name: 'Show more albums' }))
    await waitFor(() => expect(tiles()).toHaveLength(100), slow)
    await userEvent.click(screen.getByRole('button', { name: 'Show more albums' }))
    await waitFor(() => expect(tiles()).toHaveLength(121), slow)
    expect(within(tiles()[120]!).getByRole('link').textContent).toContain('Album 1')
    expect(screen.queryByRole('button', { name: 'Show more albums' })).toBeNull()
    expect(limits).toEqual(['49', '50', '50'])
    server.events.removeAllListeners('request:start')
  }, 30_000)
})

describe('AlbumsTab', () => {
  it('shows the New album tile first, then each album with its count and created date', async () => {
    await signInAs(ctx, 'consumer')
    renderWithPlatform(<AlbumsTab />, ctx.services, '/my-photos/albums?stripped=true')
    await waitFor(() => expect(tiles()).toHaveLength(5), slow)
    const first = within(tiles()[1]!).getByRole('link')
    expect(first.getAttribute('href')).toMatch(/^\/my-photos\/albums\/[0-9a-f-]{36}\?stripped=true$/)
    await waitFor(() => expect(first.textContent).toMatch(/\d+ photos?Created \d{2} [A-Z][a-z]{2} \d{4}$/))
  })

  it('shows only the New album tile and a hint when there are no albums', async () => {
    await signInAs(ctx, 'new-customer')
    renderWithPlatform(<AlbumsTab />, ctx.services, '/my-photos/albums')
    expect(await screen.findByText(/You have no albums yet/)).toBeTruthy()
    expect(tiles()).toHaveLength(1)
  })

  it('says the albums could not be displayed, and Try again loads them', async () => {
    await signInAs(ctx, 'consumer')
    server.use(operationFault(ctx, 'photos', operationIndex, 'listAlbums', 500))
    renderWithPlatform(<AlbumsTab />, ctx.services, '/my-photos/albums')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(
      'Unable to display albums. Please refresh the page or try again later.',
    )
    server.resetHandlers()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(tiles()).toHaveLength(5), slow)
  })
})

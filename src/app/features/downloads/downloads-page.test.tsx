import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { catchSavedFiles } from '#app/platform/downloads/test-support'
import { operationFault } from '../../../../mocks/handlers/operation'
import { mockServerForTests } from '../../../../tests/mock-server-for-tests'
import { renderWithPlatform, signInAs } from '../../../../tests/render-with-platform'
import { operationIndex } from '../../../generated/downloads.operations'
import { DownloadsPage } from './downloads-page'

const { ctx, server } = await mockServerForTests()

const renderPage = () => renderWithPlatform(<DownloadsPage />, ctx.services, '/downloads')

describe('DownloadsPage', () => {
  let files: ReturnType<typeof catchSavedFiles>
  beforeEach(() => {
    files = catchSavedFiles()
  })
  afterEach(() => files.restore())

  it("lists the consumer's archives, newest first, by name or as 'Download of N photos'", async () => {
    await signInAs(ctx, 'consumer')
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Downloads' })).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('Loading your downloads…')
    const list = await screen.findByRole('list', { name: 'Your downloads' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Summer picks',
      'Download of 12 photos',
    ])
    expect(items.map((item) => within(item).getByText(/^\d+ photos$/).textContent)).toEqual([
      '5 photos',
      '12 photos',
    ])
    const button = within(items[0]!).getByRole('button', { name: 'Download .zip' })
    expect(button.getAttribute('aria-describedby')).toBe(within(items[0]!).getByRole('heading').id)
  })

  it('saves an archive as {id}.zip', async () => {
    await signInAs(ctx, 'consumer')
    renderPage()
    const list = await screen.findByRole('list', { name: 'Your downloads' })
    const first = within(list).getAllByRole('listitem')[0]!
    await userEvent.click(within(first).getByRole('button', { name: 'Download .zip' }))
    await waitFor(() => expect(files.saved).toHaveLength(1))
    const archive = ctx.db.photoArchives.findFirst((q) => q.where({ name: 'Summer picks' }))!
    expect(files.saved[0]!.fileName).toBe(`${archive.id}.zip`)
    const bytes = new Uint8Array(await files.saved[0]!.blob.arrayBuffer())
    expect(String.fromCharCode(bytes[0]!, bytes[1]!)).toBe('PK')
  })

  it('tells when an archive cannot be saved', async () => {
    await signInAs(ctx, 'consumer')
    server.use(operationFault(ctx, 'downloads', operationIndex, 'getDownloadUrl', 500))
    renderPage()
    const list = await screen.findByRole('list', { name: 'Your downloads' })
    await userEvent.click(within(list).getAllByRole('button', { name: 'Download .zip' })[1]!)
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Error: Your photos could not be downloaded'),
    )
    expect(files.saved).toEqual([])
  })

  it('shows the empty state to a new customer', async () => {
    await signInAs(ctx, 'new-customer')
    renderPage()
    expect(await screen.findByRole('heading', { name: 'You have no downloads yet' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to My photos' }).getAttribute('href')).toBe(
      '/my-photos/photos',
    )
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('shows the load error and recovers on Try again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    await signInAs(ctx, 'consumer')
    server.use(operationFault(ctx, 'downloads', operationIndex, 'listDownloads', 500))
    renderPage()
    const alert = await screen.findByRole('alert', {}, { timeout: 3_000 })
    await waitFor(() => expect(alert.textContent).toContain('Error: Your downloads could not be loaded'))
    server.resetHandlers()
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('list', { name: 'Your downloads' })).toBeTruthy()
    vi.restoreAllMocks()
  })
})

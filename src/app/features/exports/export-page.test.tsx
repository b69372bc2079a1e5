import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { unzipSync } from 'fflate'
import { HttpResponse, http } from 'msw'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createClientFor } from '#app/api/clients'
import { catchSavedFiles } from '#app/platform/downloads/test-support'
import { type PinnedBackupState, pinnedBackupHandlers } from '../../../../mocks/handlers/exports'
import { operationFault } from '../../../../mocks/handlers/operation'
import { scenarioBackupIds } from '../../../../mocks/scenarios/storage'
import { mockServerForTests } from '../../../../tests/mock-server-for-tests'
import { renderWithPlatform, signInAs } from '../../../../tests/render-with-platform'
import { operationIndex } from '../../../generated/exports.operations'
import { availableUntil } from './availability'
import { ExportPage } from './export-page'

const { ctx, server } = await mockServerForTests()

function PhotosStub() {
  const { pathname, search } = useLocation()
  return <p data-testid="photos-page">{`${pathname}${search}`}</p>
}

/** Opens the export page of the backup the export:* scenario pins to `state`, signed in as the consumer. */
async function openExport(state: PinnedBackupState, query = '') {
  await signInAs(ctx, 'consumer')
  server.use(...pinnedBackupHandlers(ctx, scenarioBackupIds[state], state))
  renderWithPlatform(
    <Routes>
      <Route path="/my-photos/exports/:backupId" element={<ExportPage />} />
      <Route path="/my-photos/photos" element={<PhotosStub />} />
    </Routes>,
    ctx.services,
    `/my-photos/exports/${scenarioBackupIds[state]}${query}`,
  )
}

/** The pinned READY export as the service answers it (the sizes the page must show). */
async function readyBackup() {
  const client = createClientFor('exports', ctx.services.exports ?? '')
  const { data } = await client.GET('/backups/{id}', {
    params: { path: { id: scenarioBackupIds.READY } },
  })
  if (data?.status !== 'READY') throw new Error('the pinned export is not READY')
  return data
}

const chunkItems = async () =>
  within(await screen.findByRole('list', { name: 'Your export files' })).getAllByRole('listitem')

describe('ExportPage', () => {
  let files: ReturnType<typeof catchSavedFiles>
  beforeEach(() => {
    files = catchSavedFiles()
  })
  afterEach(() => files.restore())

  it('shows the heading, the link back and the spinner while loading', async () => {
    await openExport('READY', '?Stripped=true&foo=1')
    expect(screen.getByRole('heading', { level: 1, name: 'Export photos' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to My photos' }).getAttribute('href')).toBe(
      '/my-photos/photos?Stripped=true',
    )
    expect(screen.getByRole('status', { name: 'Loading your export…' })).toBeTruthy()
    await chunkItems()
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('shows a READY export: the banner, until when, the advice, and each chunk with its size', async () => {
    await openExport('READY')
    const items = await chunkItems()
    const backup = await readyBackup()
    const banner = screen.getByRole('region', { name: 'Your export is ready to download' })
    const until = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' }).format(
      availableUntil(backup.updated),
    )
    expect(banner.textContent).toContain(`Your export is available until ${until}.`)
    // jsdom's user agent names no known platform.
    expect(within(banner).getByRole('heading', { name: 'Opening .zip files' })).toBeTruthy()
    expect(banner.textContent).toContain("with your device's file manager")
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'My Photos export (1 of 2)',
      'My Photos export (2 of 2)',
    ])
    expect(backup.chunks.map((chunk) => chunk.size)).toEqual([9279, 5186])
    expect(items.map((item) => within(item).getByText(/B$/).textContent)).toEqual(['9.06 KB', '5.06 KB'])
  })

  it('saves a chunk as photo-export-{iteration}.zip: a real zip of the reported size, with progress meanwhile', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await openExport('READY')
    // Holds the zip until the test has seen the progress; then the scenario's handler answers.
    server.use(
      http.get(`${ctx.services.exports}/files/*`, async () => {
        await held
        return undefined
      }),
    )
    const second = (await chunkItems())[1]!
    const button = within(second).getByRole('button', { name: 'Download .zip' })
    await userEvent.click(button)
    await waitFor(() => expect(button.textContent).toBe('Downloading…'))
    expect(button.getAttribute('aria-disabled')).toBe('true')
    await userEvent.click(button)
    release()
    await waitFor(() => expect(button.textContent).toBe('Download .zip'))
    expect(files.saved.map((file) => file.fileName)).toEqual(['photo-export-1.zip'])
    const bytes = new Uint8Array(await files.saved[0]!.blob.arrayBuffer())
    expect(bytes.byteLength).toBe((await readyBackup()).chunks[1]!.size)
    expect(Object.keys(unzipSync(bytes))).toEqual(['IMG_0006.png', 'IMG_0007.png', 'IMG_0008.png'])
    expect(button.getAttribute('aria-disabled')).toBe('false')
  })

  it('says when a chunk cannot be saved, and saves it when tried again', async () => {
    await openExport('READY')
    server.use(
      http.get(
        `${ctx.services.exports}/backups/:id/chunks/:chunk/url`,
        () => HttpResponse.json({ message: 'Injected fault' }, { status: 500 }),
        { once: true },
      ),
    )
    const first = (await chunkItems())[0]!
    const button = within(first).getByRole('button', { name: 'Download .zip' })
    await userEvent.click(button)
    const alert = await within(first).findByRole('alert')
    expect(alert.textContent).toBe('Error: This file could not be downloaded. Please try again.')
    expect(button.getAttribute('aria-describedby')).toContain(alert.id)
    expect(files.saved).toEqual([])
    await userEvent.click(button)
    await waitFor(() => expect(files.saved.map((file) => file.fileName)).toEqual(['photo-export-0.zip']))
    expect(within(first).queryByRole('alert')).toBeNull()
  })

  it('tells that the link expired (404), with a link to create a new export', async () => {
    await openExport('EXPIRED', '?stripped=true')
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Your download link has expired' }),
    ).toBeTruthy()
    expect(screen.getByText('Download links expire after 7 days')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Create a new export' }).getAttribute('href')).toBe(
      '/my-photos/photos?stripped=true',
    )
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it("shows 'Export error' for a FAILED export, with a link to create a new one", async () => {
    await openExport('FAILED')
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Export error')
    expect(within(alert).queryByRole('button')).toBeNull()
    expect(screen.getByRole('link', { name: 'Create a new export' })).toBeTruthy()
  })

  it("shows 'Export error' when the status cannot be loaded, and recovers on Try again", async () => {
    await openExport('READY')
    server.use(operationFault(ctx, 'exports', operationIndex, 'getBackup', 500))
    // The query tries once more after a second before it gives up.
    const alert = await screen.findByRole('alert', {}, { timeout: 3_000 })
    expect(alert.textContent).toContain('Export error')
    server.resetHandlers(...pinnedBackupHandlers(ctx, scenarioBackupIds.READY, 'READY'))
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await chunkItems()).toHaveLength(2)
  })

  it.each(['REQUESTED', 'IN_PROGRESS'] as const)(
    'sends a %s export to the photos, keeping stripped',
    async (state) => {
      await openExport(state, '?STRIPPED=1')
      expect((await screen.findByTestId('photos-page')).textContent).toBe('/my-photos/photos?STRIPPED=1')
    },
  )
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { addMonths } from 'date-fns'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { subjectOf } from '../../../../mocks/db/personas'
import { mockServerForTests } from '../../../../tests/mock-server-for-tests'
import { signInAs } from '../../../../tests/render-with-platform'
import { StorageDialog } from './storage-dialog'
import { storagePeriodOf } from './storage-period'
import { renderStorage, scenarioHandlers } from './test-support'

const { ctx, server } = await mockServerForTests()

const now = new Date()
const period = storagePeriodOf(
  {
    registrationDate: now.toISOString(),
    lastOrderDate: now.toISOString(),
    projectedDeletionDate: addMonths(now, 10).toISOString(),
    delayedDeletionDate: null,
    projectCount: 0,
  },
  now,
)

function renderDialog() {
  const onClose = vi.fn()
  const onAllPhotosDeleted = vi.fn()
  renderStorage(
    <StorageDialog period={period} onClose={onClose} onAllPhotosDeleted={onAllPhotosDeleted} />,
    ctx,
    { PhotoExportEnabled: true },
  )
  return { onClose, onAllPhotosDeleted, dialog: screen.getByRole('dialog') }
}

const photosOf = (persona: string) =>
  ctx.db.photos.findMany((q) => q.where({ ownerSub: subjectOf(persona) })).length

async function openDeleteForm(dialog: HTMLElement) {
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete all photos' }))
  return within(dialog).getByRole('textbox', { name: 'Type DELETE to confirm' })
}

describe('StorageDialog: delete all photos', () => {
  it('refuses a word that is not exactly DELETE, on submit only, and deletes nothing', async () => {
    await signInAs(ctx, 'consumer')
    const before = ctx.db.photos.count()
    const { dialog, onAllPhotosDeleted } = renderDialog()
    const field = await openDeleteForm(dialog)
    await userEvent.type(field, 'delete')
    expect(within(dialog).queryByText(/exactly as shown/)).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete all photos' }))
    // The summary at the top takes the focus and links to the field; the message also stands by the field.
    const summary = await within(dialog).findByRole('region', { name: 'There is a problem' })
    expect(document.activeElement).toBe(summary)
    const link = within(summary).getByRole('link', { name: 'Please type DELETE exactly as shown to confirm' })
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please type DELETE exactly as shown to confirm',
    )
    await userEvent.click(link)
    expect(document.activeElement).toBe(field)
    // Not re-validated while typing: the message stays until the next submit.
    await userEvent.clear(field)
    await userEvent.type(field, ' DELETE')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete all photos' }))
    expect(within(dialog).getAllByText('Please type DELETE exactly as shown to confirm')).toHaveLength(2)
    expect(ctx.db.photos.count()).toBe(before)
    expect(onAllPhotosDeleted).not.toHaveBeenCalled()
  })

  it('keeps the dialog open with its alert and what was typed when the deletion fails', async () => {
    await signInAs(ctx, 'consumer')
    server.use(...scenarioHandlers(ctx, 'faults:photo-delete-all'))
    const { dialog, onClose, onAllPhotosDeleted } = renderDialog()
    const field = await openDeleteForm(dialog)
    await userEvent.type(field, 'DELETE')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete all photos' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toBe('Error: Your photos could not be deleted')
    expect((field as HTMLInputElement).value).toBe('DELETE')
    expect(onClose).not.toHaveBeenCalled()
    expect(onAllPhotosDeleted).not.toHaveBeenCalled()
  })

  it('deletes every photo, refreshes the library, says so and closes', async () => {
    await signInAs(ctx, 'participant')
    expect(photosOf('participant')).toBeGreaterThan(0)
    const { dialog, onClose, onAllPhotosDeleted } = renderDialog()
    const field = await openDeleteForm(dialog)
    await userEvent.type(field, 'DELETE')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete all photos' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(onAllPhotosDeleted).toHaveBeenCalledOnce()
    expect(await screen.findByText('All your photos have been deleted')).toBeTruthy()
    expect(photosOf('participant')).toBe(0)
  })

  it('goes back to the overview on Cancel', async () => {
    await signInAs(ctx, 'consumer')
    const { dialog } = renderDialog()
    await openDeleteForm(dialog)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(within(dialog).getByRole('button', { name: 'Export all photos' })).toBeTruthy()
  })
})

describe('StorageDialog: export all photos', () => {
  const exportsUrl = () => `${ctx.services.exports}/backups`

  it("requests the export for the brand's channel and says it is being processed", async () => {
    await signInAs(ctx, 'consumer')
    const { dialog } = renderDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export all photos' }))
    expect(await within(dialog).findByText("We're processing your export")).toBeTruthy()
    const latest = ctx.db.backups.findMany((q) => q.where({ ownerSub: subjectOf('consumer') })).at(-1)
    expect(latest?.channel).toBe('printbloom-gb')
  })

  it('cannot be closed while the request runs', async () => {
    await signInAs(ctx, 'consumer')
    let answer: () => void = () => {}
    server.use(
      http.post(exportsUrl(), async () => {
        await new Promise<void>((resolve) => {
          answer = resolve
        })
        return HttpResponse.json({ backupId: 'b-1', status: 'REQUESTED' }, { status: 201 })
      }),
    )
    const { dialog, onClose } = renderDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export all photos' }))
    expect(await within(dialog).findByRole('status')).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveProperty('disabled', true)
    await userEvent.click(dialog)
    expect(onClose).not.toHaveBeenCalled()
    answer()
    expect(await within(dialog).findByText("We're processing your export")).toBeTruthy()
  })

  it('shows the failure with a link to the library when the request fails', async () => {
    await signInAs(ctx, 'consumer')
    server.use(...scenarioHandlers(ctx, 'faults:export-create'))
    const { dialog } = renderDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export all photos' }))
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain("We've run into a problem exporting your photos...")
    expect(within(alert).getByRole('link', { name: 'Go to my photo library' }).getAttribute('href')).toBe(
      '/my-photos/photos',
    )
  })

  it.each([
    ['FAILED', { backupId: 'b-2', status: 'FAILED' }],
    ['an answer that does not parse', { id: 'b-3' }],
  ])('treats %s as a failure', async (_case, body) => {
    await signInAs(ctx, 'consumer')
    server.use(http.post(exportsUrl(), () => HttpResponse.json(body, { status: 201 })))
    const { dialog } = renderDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export all photos' }))
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      "We've run into a problem exporting your photos...",
    )
  })

  it('goes to the export page when the export is READY at once', async () => {
    await signInAs(ctx, 'consumer')
    server.use(...scenarioHandlers(ctx, 'export:ready-immediately'))
    const { dialog } = renderDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Export all photos' }))
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toMatch(/^\/my-photos\/exports\/[\w-]+$/),
    )
  })
})

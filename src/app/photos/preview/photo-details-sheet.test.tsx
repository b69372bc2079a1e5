import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ServiceClients } from '#app/api/clients'
import { ServiceClientsProvider } from '#app/queries/service-clients'
import messages from '../../../../public/locales/en-GB.json'
import { PhotoDetailsSheet, type PhotoDetailsSheetProps } from './photo-details-sheet'
import type { PreviewPhoto } from './preview-photo'

const thumbnails = [{ id: 300, url: 'https://photos.example/t/300.svg', width: 300, height: 225 }]
const photo = (imageId: string, fields: Partial<PreviewPhoto> = {}): PreviewPhoto => ({
  imageId,
  localFileName: `${imageId}.jpg`,
  thumbnails,
  uploadId: 'upload-1',
  dateTaken: '2024-03-05T14:07:09Z',
  created: '2024-03-06T09:30:00Z',
  visibleWidth: 4032,
  visibleHeight: 3024,
  ...fields,
})

type UploadPage = { images: PreviewPhoto[]; cursor: string | null } | 'fails'

/**
 * A photo service that answers GET /photos?uploadId=… from `pages`, in turn (one page, or a failure), and records
 * what it was asked.
 */
function photoService(pages: UploadPage[]) {
  const asked: Record<string, unknown>[] = []
  const GET = async (_path: string, { params }: { params: { query: Record<string, unknown> } }) => {
    asked.push(params.query)
    const answer = pages.shift()
    if (!answer || answer === 'fails') throw new Error('500')
    return { data: answer }
  }
  return { asked, clients: { photos: { GET } } as unknown as ServiceClients }
}

function renderSheet(
  props: Partial<PhotoDetailsSheetProps> & Pick<PhotoDetailsSheetProps, 'photo'>,
  service = photoService([{ images: [props.photo], cursor: null }]),
) {
  const onClose = vi.fn()
  const onShow = vi.fn()
  const onPrevious = vi.fn()
  const onNext = vi.fn()
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <ServiceClientsProvider value={service.clients}>
        <IntlProvider locale="en-GB" messages={messages} timeZone="UTC">
          <PhotoDetailsSheet
            photos={[props.photo]}
            scope="library"
            onClose={onClose}
            onShow={onShow}
            onPrevious={onPrevious}
            onNext={onNext}
            {...props}
          />
        </IntlProvider>
      </ServiceClientsProvider>
    </QueryClientProvider>,
  )
  return { onClose, onShow, onPrevious, onNext, dialog: screen.getByRole('dialog', { name: 'Info' }) }
}

const tileNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'))

const facts = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('term')
    .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`)

describe('PhotoDetailsSheet', () => {
  // Test files share one document (vitest.config.ts, isolate: false): each test starts on an entry with no dialog.
  beforeEach(() => window.history.replaceState(null, ''))

  it('names the file, both dates in the locale and the size in pixels in its number format', () => {
    const { dialog } = renderSheet({ photo: photo('IMG_1000') })
    expect(facts(dialog)).toEqual([
      'File name: IMG_1000.jpg',
      'Date taken: 5 March 2024 at 14:07',
      'Date uploaded: 6 March 2024 at 09:30',
      'Dimensions: 4,032 × 3,024\u00a0px',
    ])
  })

  it('shows only what a photo has: a shared album’s photo without dates or size never reads “undefined”', () => {
    const bare: PreviewPhoto = { imageId: 'shared', localFileName: 'beach.jpg', thumbnails }
    const { dialog } = renderSheet({ photo: bare, scope: 'album' })
    expect(facts(dialog)).toEqual(['File name: beach.jpg'])
    expect(dialog.textContent).not.toMatch(/undefined|NaN|Invalid/)
    expect(within(dialog).getByText('No other photos')).toBeTruthy()
  })

  it('asks the photo service for the whole upload, however little of the library is loaded; choosing one closes the panel, then shows it', async () => {
    const shown = photo('IMG_1000')
    const service = photoService([
      { images: [photo('IMG_0998'), shown, photo('IMG_1001', { localFileName: ' ' })], cursor: 'next' },
      { images: [photo('IMG_5000')], cursor: null },
    ])
    const { dialog, onClose, onShow } = renderSheet(
      { photo: shown, photos: [photo('IMG_0999', { uploadId: 'upload-0' }), shown] },
      service,
    )
    const list = await within(dialog).findByRole('list', { name: 'Uploaded with this photo' })
    await waitFor(() => expect(tileNames(list)).toEqual(['IMG_0998.jpg', 'Photo 3 of this upload']))
    expect(service.asked[0]).toMatchObject({ uploadId: 'upload-1', sortKey: 'created', sortOrder: 'asc' })
    expect(within(dialog).queryByText(/not included/)).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Show more photos' }))
    await waitFor(() =>
      expect(tileNames(list)).toEqual(['IMG_0998.jpg', 'Photo 3 of this upload', 'IMG_5000.jpg']),
    )
    expect(service.asked[1]).toMatchObject({ uploadId: 'upload-1', cursor: 'next' })
    expect(within(dialog).queryByRole('button', { name: 'Show more photos' })).toBeNull()
    fireEvent.click(within(list).getByRole('button', { name: 'IMG_5000.jpg' }))
    await waitFor(() => expect(onShow).toHaveBeenCalledWith('IMG_5000'))
    expect(onClose).toHaveBeenCalled()
  })

  it('says when the upload’s photos cannot be loaded, and Try again asks again', async () => {
    const shown = photo('IMG_1000')
    const service = photoService(['fails', { images: [shown, photo('IMG_1001')], cursor: null }])
    const { dialog } = renderSheet({ photo: shown }, service)
    const alert = await within(dialog).findByRole('alert')
    expect(alert.textContent).toContain('The photos uploaded with this one could not be loaded.')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    const list = await within(dialog).findByRole('list', { name: 'Uploaded with this photo' })
    await waitFor(() => expect(tileNames(list)).toEqual(['IMG_1001.jpg']))
    expect(within(dialog).queryByRole('alert')).toBeNull()
  })

  it('says there are no other photos when the upload holds only this one', async () => {
    const { dialog } = renderSheet({ photo: photo('IMG_1000') })
    expect(await within(dialog).findByText('No other photos')).toBeTruthy()
  })

  it('the arrow keys browse from the open panel, once per step however fast they come; i closes it', async () => {
    const { dialog, onClose, onNext, onPrevious } = renderSheet({ photo: photo('IMG_1000') })
    fireEvent.keyDown(dialog, { key: 'ArrowRight' })
    fireEvent.keyDown(dialog, { key: 'ArrowRight' })
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' })
    await waitFor(() => expect(onNext).toHaveBeenCalledOnce())
    expect(onClose).toHaveBeenCalled()
    expect(onPrevious).not.toHaveBeenCalled()
  })

  it('i closes the panel', () => {
    const { dialog, onClose, onNext } = renderSheet({ photo: photo('IMG_1000') })
    fireEvent.keyDown(dialog, { key: 'i' })
    expect(onClose).toHaveBeenCalledOnce()
    expect(onNext).not.toHaveBeenCalled()
  })

  it('in an album, lists the upload’s photos among the album’s loaded ones and says so, asking the service nothing', () => {
    const shown = photo('IMG_1000')
    const service = photoService([])
    const photos = [photo('IMG_0999', { uploadId: 'upload-0' }), shown, photo('IMG_1001')]
    const { dialog } = renderSheet({ photo: shown, photos, scope: 'albumLoaded' }, service)
    const list = within(dialog).getByRole('list', { name: 'Uploaded with this photo' })
    expect(tileNames(list)).toEqual(['IMG_1001.jpg'])
    expect(
      within(dialog).getByText('Only photos in this album are included, and not yet those further down it.'),
    ).toBeTruthy()
    expect(service.asked).toEqual([])
  })
})

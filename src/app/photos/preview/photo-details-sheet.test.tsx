import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { beforeEach, describe, expect, it, vi } from 'vitest'
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

function renderSheet(props: Partial<PhotoDetailsSheetProps> & Pick<PhotoDetailsSheetProps, 'photo'>) {
  const onClose = vi.fn()
  const onShow = vi.fn()
  const onPrevious = vi.fn()
  const onNext = vi.fn()
  render(
    <IntlProvider locale="en-GB" messages={messages} timeZone="UTC">
      <PhotoDetailsSheet
        photos={[props.photo]}
        scope="library"
        nameOf={(shown) => shown.localFileName}
        onClose={onClose}
        onShow={onShow}
        onPrevious={onPrevious}
        onNext={onNext}
        {...props}
      />
    </IntlProvider>,
  )
  return { onClose, onShow, onPrevious, onNext, dialog: screen.getByRole('dialog', { name: 'Info' }) }
}

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
    const { dialog } = renderSheet({ photo: bare })
    expect(facts(dialog)).toEqual(['File name: beach.jpg'])
    expect(dialog.textContent).not.toMatch(/undefined|NaN|Invalid/)
    expect(within(dialog).getByText('No other photos')).toBeTruthy()
  })

  it('lists the other loaded photos of the upload; choosing one closes the panel, then shows it', async () => {
    const shown = photo('IMG_1000')
    const photos = [photo('IMG_0999', { uploadId: 'upload-0' }), shown, photo('IMG_1001'), photo('IMG_1002')]
    const { dialog, onClose, onShow } = renderSheet({ photo: shown, photos, scope: 'libraryLoaded' })
    const list = within(dialog).getByRole('list', { name: 'Uploaded with this photo' })
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['IMG_1001.jpg', 'IMG_1002.jpg'])
    expect(within(dialog).getByText('Photos further down your library are not included yet.')).toBeTruthy()
    fireEvent.click(within(list).getByRole('button', { name: 'IMG_1002.jpg' }))
    await waitFor(() => expect(onShow).toHaveBeenCalledWith('IMG_1002'))
    expect(onClose).toHaveBeenCalled()
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

  it('in an album, says that only the album’s photos are included', () => {
    const { dialog } = renderSheet({ photo: photo('IMG_1000'), scope: 'album' })
    expect(within(dialog).getByText('Only photos in this album are included.')).toBeTruthy()
  })
})

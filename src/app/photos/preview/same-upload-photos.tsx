import { useId } from 'react'
import { useIntl } from 'react-intl'
import type { PreviewPhoto } from './preview-photo'
import { tileThumbnail, type UploadScope } from './same-upload'

/** What the panel says about how far the list reaches; nothing when it holds the whole library's. */
const scopeNotes = {
  library: null,
  libraryLoaded: 'preview.details.scope.libraryLoaded',
  album: 'preview.details.scope.album',
  albumLoaded: 'preview.details.scope.albumLoaded',
} as const satisfies Record<UploadScope, string | null>

/** The details panel's other photos of the upload, as tiles that show that photo in the preview. */
export function SameUploadPhotos({
  photos,
  scope,
  nameOf,
  onShow,
}: {
  photos: readonly PreviewPhoto[]
  scope: UploadScope
  /** A photo's accessible name: its file name, else its place in the preview. */
  nameOf: (photo: PreviewPhoto) => string
  onShow: (photoId: string) => void
}) {
  const intl = useIntl()
  const headingId = useId()
  const note = scopeNotes[scope]
  return (
    <section className="photo-details__upload" aria-labelledby={headingId}>
      <h3 id={headingId} className="photo-details__heading">
        {intl.formatMessage({ id: 'preview.details.sameUpload' })}
      </h3>
      {note ? <p className="photo-details__note">{intl.formatMessage({ id: note })}</p> : null}
      {photos.length === 0 ? (
        <p className="photo-details__none">{intl.formatMessage({ id: 'preview.details.sameUploadNone' })}</p>
      ) : (
        <ul className="photo-details__photos" aria-labelledby={headingId}>
          {photos.map((photo) => {
            const thumbnail = tileThumbnail(photo.thumbnails)
            const name = nameOf(photo)
            return (
              <li key={photo.imageId}>
                <button
                  type="button"
                  className="photo-details__photo"
                  aria-label={name}
                  title={name}
                  onClick={() => onShow(photo.imageId)}
                >
                  {thumbnail ? (
                    <img
                      src={thumbnail.url}
                      alt=""
                      width={thumbnail.width}
                      height={thumbnail.height}
                      loading="lazy"
                      decoding="async"
                      draggable={false}
                    />
                  ) : null}
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}

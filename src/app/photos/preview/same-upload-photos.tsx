import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ErrorState } from '#app/ui/error-state'
import { LoadMore } from '#app/ui/load-more'
import type { PreviewPhoto } from './preview-photo'
import { tileThumbnail, type UploadScope } from './same-upload'
import type { UploadPhotoList } from './use-upload-photo-list'

/** What the panel says about how far the list reaches; nothing when it holds the whole upload. */
const scopeNotes = {
  library: null,
  album: 'preview.details.scope.album',
  albumLoaded: 'preview.details.scope.albumLoaded',
} as const satisfies Record<UploadScope, string | null>

/** Tiles held in place while the first page comes. */
const placeholderKeys = ['first', 'second', 'third', 'fourth']

/**
 * The details panel's other photos of the upload, as tiles that show that photo in the preview: each named by its
 * file name, else by its place in the upload.
 */
export function SameUploadPhotos({
  photo,
  list,
  scope,
  onShow,
}: {
  photo: PreviewPhoto
  list: UploadPhotoList
  scope: UploadScope
  onShow: (photoId: string) => void
}) {
  const intl = useIntl()
  const headingId = useId()
  const note = scopeNotes[scope]
  const others = list.photos.flatMap((candidate, at) =>
    candidate.imageId === photo.imageId ? [] : [{ photo: candidate, position: at + 1 }],
  )
  const none = !list.pending && !list.failed && others.length === 0 && !list.more?.hasNextPage
  return (
    <section className="photo-details__upload" aria-labelledby={headingId}>
      <h3 id={headingId} className="photo-details__heading">
        {intl.formatMessage({ id: 'preview.details.sameUpload' })}
      </h3>
      {note ? <p className="photo-details__note">{intl.formatMessage({ id: note })}</p> : null}
      {list.failed ? (
        <ErrorState
          message={<FormattedMessage id="preview.details.sameUploadError" />}
          onRetry={list.retry}
        />
      ) : none ? (
        <p className="photo-details__none">{intl.formatMessage({ id: 'preview.details.sameUploadNone' })}</p>
      ) : (
        <ul
          className="photo-details__photos"
          aria-labelledby={headingId}
          aria-busy={list.pending || list.more?.isFetchingNextPage}
        >
          {others.map(({ photo: other, position }) => {
            const thumbnail = tileThumbnail(other.thumbnails)
            const name =
              other.localFileName.trim() ||
              intl.formatMessage({ id: 'preview.details.sameUploadPosition' }, { position })
            return (
              <li key={other.imageId}>
                <button
                  type="button"
                  className="photo-details__photo"
                  aria-label={name}
                  title={name}
                  onClick={() => onShow(other.imageId)}
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
          {list.pending || list.more?.isFetchingNextPage
            ? placeholderKeys.map((key) => (
                <li
                  key={key}
                  className="photo-details__photo photo-details__photo--placeholder"
                  aria-hidden="true"
                />
              ))
            : null}
        </ul>
      )}
      {list.more?.failed ? (
        <ErrorState
          message={<FormattedMessage id="preview.details.sameUploadError" />}
          onRetry={list.more.fetchNextPage}
        />
      ) : null}
      {list.more && !list.failed ? (
        <LoadMore {...list.more} label={intl.formatMessage({ id: 'preview.details.sameUploadMore' })} />
      ) : null}
    </section>
  )
}

import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Navigate } from 'react-router'
import { ErrorState } from '#app/ui/error-state'
import { BackIcon } from '#app/ui/navigation-icons'
import type { PagedPhotos } from './paged-photos'
import { PhotoPreview, type PhotoPreviewProps } from './photo-preview'
import type { PreviewPhoto } from './preview-photo'
import { usePhotoSearch } from './preview-search'
import { useFlaggedPreviewActions } from './use-flagged-preview-actions'

/**
 * A preview route's page (the photos', an album's, a shared album's) around PhotoPreview: it reads the list on
 * until the photo turns up, showing Back and 'Loading' meanwhile (its own frame: the preview's top bar and a status);
 * Back and the failure with Try again when the photos could not be loaded; back to the list when the photo is not
 * in it (previews need at least one photo and a valid selected id,
 * docs/requirements/photo-preview.md#preview-routes). Then the preview, with the actions the feature flags leave,
 * 'n of m' (the whole list's count while more pages follow), and what the page puts beside it.
 */
export function PreviewPageShell<P extends PreviewPhoto>({
  list,
  gone,
  leaving,
  route,
  failureMessageId,
  actions,
  children,
  ...preview
}: Omit<
  PhotoPreviewProps<P>,
  'photos' | 'currentId' | 'total' | 'hasMore' | 'onNavigate' | 'onLoadMore' | 'onClose'
> & {
  list: PagedPhotos<P>
  /** There is no such list (an album that is not there): back to it, as for a photo that is not in it. */
  gone?: boolean
  /**
   * The photo just deleted: the list without it may render before the move to its neighbour does. Until the
   * address changes this is not an unknown id.
   */
  leaving?: string | null
  /**
   * Where the preview is: the address of its list (a photo that is not in it sends the page there), the photo shown,
   * how to show another, and how to return to the list (Back, Escape).
   */
  route: { listUrl: string } & Pick<PhotoPreviewProps<P>, 'currentId' | 'onNavigate' | 'onClose'>
  /** What the failure to load the photos says. */
  failureMessageId: 'photos.loadError' | 'albums.photos.loadError'
  /** Beside the preview (its dialogs). */
  children?: ReactNode
}) {
  const intl = useIntl()
  const { listUrl, ...at } = route
  const photoId = at.currentId
  const flagged = useFlaggedPreviewActions()
  const { found, missing, loadMore } = usePhotoSearch(list, photoId)
  const failed = list.isError && !found && !gone
  if (!failed && (missing || gone) && leaving !== photoId) return <Navigate to={listUrl} replace />
  if (found) {
    return (
      <>
        <PhotoPreview
          {...preview}
          photos={list.photos}
          {...at}
          total={list.hasNextPage ? list.total : list.photos.length}
          hasMore={list.hasNextPage}
          onLoadMore={loadMore}
          actions={{ ...flagged, ...actions }}
        />
        {children}
      </>
    )
  }
  // No photo to show: Back, and 'Loading' while it is looked for, or the failure with Try again.
  const label = intl.formatMessage({ id: failed ? failureMessageId : 'common.loading' })
  return (
    <section className="photo-preview" aria-busy={!failed || undefined} aria-label={label}>
      <div className="photo-preview__top">
        <button type="button" className="photo-preview__button" onClick={at.onClose}>
          <BackIcon />
          <span>{intl.formatMessage({ id: 'preview.back' })}</span>
        </button>
      </div>
      {failed ? (
        <div className="photo-preview__error">
          <ErrorState message={label} onRetry={list.retry} />
        </div>
      ) : (
        <p className="photo-preview__loading" role="status">
          {label}
        </p>
      )}
    </section>
  )
}

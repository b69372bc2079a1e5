import type { ComponentType, ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useLocation } from 'react-router'
import { usePlatform } from '#app/platform/platform-context'
import { usePrimaryContentShown } from '#app/platform/primary-content'
import { useAccountCounts } from '#app/queries/photos/account-counts'
import { useRefreshPhotoLibrary } from '#app/queries/photos/timeline'
import { useSharedCounts } from '#app/queries/shared-albums/shared-counts'
import { href } from '#app/routes'
import { TabLinks } from '#app/ui/tab-links'
import { useDocumentTitle } from '#app/ui/use-document-title'

/** A count as the tabs show it: the number, or '-' when it is missing. */
export function formatCount(
  count: number | undefined,
  intl: { formatNumber: (value: number) => string },
): string {
  return count === undefined ? '-' : intl.formatNumber(count)
}

/** The storage status a page puts in the header (the storage feature's button, lazily loaded: ui/lazy-part.tsx). */
export type StorageStatusSlot = ComponentType<{ onAllPhotosDeleted: () => void; whileLoading?: ReactNode }>

/**
 * 'My photos' with the Photos and Albums tabs and their counts, shared by both tabs of the library. The page gives
 * it the storage status to show, so the library does not import the storage feature. Counts that fail show '-' and
 * nothing more (docs/requirements/photos-screen.md#photos-tabs): the photos' load error belongs to the photos, which
 * load on their own. Counts that are still loading show a placeholder, never the failed mark.
 */
export function PhotoLibraryHeader({ StorageStatus }: { StorageStatus?: StorageStatusSlot }) {
  const intl = useIntl()
  useDocumentTitle(intl.formatMessage({ id: 'photos.title' }))
  const secondaryReady = usePrimaryContentShown(useLocation().pathname)
  const { flags } = usePlatform()
  const counts = useAccountCounts()
  const refreshLibrary = useRefreshPhotoLibrary()
  // Without the album view nothing of albums is offered: no Albums tab, no album count.
  const withAlbums = flags.AlbumViewEnabled
  const withShared = withAlbums && flags.SharedAlbumsViewEnabled
  const shared = useSharedCounts({ enabled: withShared })
  // Own albums, plus the shared albums the user reads where shared albums are shown
  // (docs/requirements/photos-screen.md#photos-tabs).
  const albumsCount =
    withShared && counts.data
      ? shared.data && counts.data.albumsCount + shared.data.readAlbumsCount
      : counts.data?.albumsCount
  // Loading counts show as loading (a grey pill, 'count loading' to screen readers), not as '-', the failed mark.
  const albumsLoading = counts.isPending || (withShared && shared.isPending)
  const countLoading = intl.formatMessage({ id: 'photos.tabs.countLoading' })
  // The storage button loads after the first thumbnails; a grey pill of its size keeps its place.
  const storageSlot = <span className="library-header__storage-slot skeleton" aria-hidden="true" />
  return (
    <header className="library-header">
      <h1 className="page__title">
        <FormattedMessage id="photos.title" />
      </h1>
      {secondaryReady && StorageStatus ? (
        <StorageStatus onAllPhotosDeleted={refreshLibrary} whileLoading={storageSlot} />
      ) : (
        storageSlot
      )}
      <TabLinks
        label={intl.formatMessage({ id: 'photos.tabs.label' })}
        tabs={[
          {
            to: href('photos'),
            label: intl.formatMessage({ id: 'photos.tabs.photos' }),
            badge: formatCount(counts.data?.photosCount, intl),
            ...(counts.isPending ? { badgeLoading: countLoading } : {}),
          },
          ...(withAlbums
            ? [
                {
                  to: href('albums'),
                  label: intl.formatMessage({ id: 'photos.tabs.albums' }),
                  badge: formatCount(albumsCount, intl),
                  ...(albumsLoading && !counts.isError && !shared.isError
                    ? { badgeLoading: countLoading }
                    : {}),
                },
              ]
            : []),
        ]}
      />
    </header>
  )
}

import { useQuery } from '@tanstack/react-query'
import { FormattedMessage, useIntl } from 'react-intl'
import { usePlatform } from '../../platform/platform-context'
import { ErrorState } from '../../ui/error-state'
import { TabLinks } from '../../ui/tab-links'
import { accountCountsQuery } from './queries'

/** A count as the tabs show it: the number, or '-' when it is missing. */
export function formatCount(
  count: number | undefined,
  intl: { formatNumber: (value: number) => string },
): string {
  return count === undefined ? '-' : intl.formatNumber(count)
}

/** 'My photos' with the Photos and Albums tabs and their counts, shared by both tabs of the library. */
export function PhotoLibraryHeader() {
  const intl = useIntl()
  const { clients } = usePlatform()
  const counts = useQuery(accountCountsQuery(clients.photos))
  return (
    <header className="library-header">
      <h1 className="page__title">
        <FormattedMessage id="photos.title" />
      </h1>
      <TabLinks
        label={intl.formatMessage({ id: 'photos.tabs.label' })}
        tabs={[
          {
            to: '/my-photos/photos',
            label: intl.formatMessage({ id: 'photos.tabs.photos' }),
            badge: formatCount(counts.data?.photosCount, intl),
          },
          {
            to: '/my-photos/albums',
            label: intl.formatMessage({ id: 'photos.tabs.albums' }),
            badge: formatCount(counts.data?.albumsCount, intl),
          },
        ]}
      />
      {counts.isError ? (
        <ErrorState
          message={<FormattedMessage id="photos.loadError" />}
          retryLabel={intl.formatMessage({ id: 'common.tryAgain' })}
          onRetry={() => void counts.refetch()}
        />
      ) : null}
    </header>
  )
}

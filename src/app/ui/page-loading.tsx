import { FormattedMessage } from 'react-intl'

/** What a page shows while its code or first data loads. */
export function PageLoading() {
  return (
    <p className="page-loading" role="status">
      <FormattedMessage id="common.loading" />
    </p>
  )
}

import type { ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

/**
 * 'Still missing:' and the details as one sentence in the locale's own list ('your VAT number and a phone number'):
 * the banner's links (missing-detail-links.tsx) and, unseen, its place's sizer (missing-details-sizer.tsx), so that
 * both lay out alike.
 */
export function MissingDetailsSentence({ details }: { details: ReactNode[] }) {
  const intl = useIntl()
  return (
    <p className="status-banner__missing">
      <FormattedMessage id="status.missingDetails" /> {intl.formatList(details, { type: 'conjunction' })}
    </p>
  )
}

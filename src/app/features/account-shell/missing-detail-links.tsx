import { FormattedMessage } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { type MissingDetail, missingDetailTarget } from '#app/customer/missing-details'
import { MissingDetailsSentence } from './missing-details-sentence'

/**
 * What a business account in the Default status still lacks, in its status banner: 'Still missing:' and each detail
 * as a link to its field, where it arrives focused (issue 43). One sentence in the locale's own list ('your VAT
 * number and a phone number'), so each detail has its in-sentence words, not the settings' list items.
 */
export function MissingDetailLinks({ missing }: { missing: MissingDetail[] }) {
  const { search } = useLocation()
  return (
    <MissingDetailsSentence
      details={missing.map((detail) => (
        <Link key={detail.key} to={missingDetailTarget(detail, search)} className="status-banner__link">
          <FormattedMessage id={`status.missing.${detail.key}`} />
        </Link>
      ))}
    />
  )
}

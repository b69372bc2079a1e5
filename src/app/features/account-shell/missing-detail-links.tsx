import { useId } from 'react'
import { FormattedMessage } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { type MissingDetail, missingDetailTarget } from '#app/customer/missing-details'

/**
 * What a business account in the Default status still lacks, in its status banner: 'Still missing:' and each detail
 * (the settings' words for it) as a link to its field, where it arrives focused (issue 43).
 */
export function MissingDetailLinks({ missing }: { missing: MissingDetail[] }) {
  const { search } = useLocation()
  const labelId = useId()
  return (
    <div className="status-banner__missing">
      <span id={labelId}>
        <FormattedMessage id="status.missingDetails" />
      </span>{' '}
      <ul aria-labelledby={labelId}>
        {missing.map((detail) => (
          <li key={detail.key}>
            <Link to={missingDetailTarget(detail, search)} className="status-banner__link">
              <FormattedMessage id={`settings.missing.${detail.key}`} />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

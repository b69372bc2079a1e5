import { FormattedMessage } from 'react-intl'
import type { MissingDetail } from '#app/customer/missing-details'
import { MissingDetailsSentence } from './missing-details-sentence'
import { rememberedMissingDetails } from './remembered-missing-details'

/** On a first visit the place is sized by the longest single detail. */
const firstVisitDetails: MissingDetail['key'][] = ['chamberOfCommerceNumber']

/**
 * The Default banner's sentence as it read at the last visit, unseen in the banner's place (status-banner-slot.tsx),
 * styled as the links it stands for.
 */
export function MissingDetailsSizer() {
  const remembered = rememberedMissingDetails(globalThis.localStorage)
  const details = remembered.length > 0 ? remembered : firstVisitDetails
  return (
    <MissingDetailsSentence
      details={details.map((key) => (
        <span key={key} className="status-banner__link">
          <FormattedMessage id={`status.missing.${key}`} />
        </span>
      ))}
    />
  )
}

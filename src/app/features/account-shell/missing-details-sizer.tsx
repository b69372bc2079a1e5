import { FormattedMessage } from 'react-intl'
import type { MissingDetailKey } from '#app/customer/missing-detail-keys'
import { MissingDetailsSentence } from './missing-details-sentence'
import { rememberedMissingDetails } from './remembered-missing-details'

/** On a first visit the place is sized by the longest single detail. */
const firstVisitDetails: MissingDetailKey[] = ['chamberOfCommerceNumber']

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

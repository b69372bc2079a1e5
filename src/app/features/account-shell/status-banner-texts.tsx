import type { ReactNode } from 'react'
import { FormattedMessage } from 'react-intl'
import { MissingDetailsSizer } from './missing-details-sizer'

/**
 * What a business customer's status banner says, by status
 * (docs/requirements/shell-and-menu.md#shell-b2b-status-banner): its text and the words of its link. The banner draws
 * them, and so does its place (StatusBannerSlot), to be as tall as the banner will be: where the link's words vary
 * (Default names what is missing, missing-detail-links.tsx), the place is sized by `sizedBy`, drawn as it is (the
 * details missing at the last visit, missing-details-sizer.tsx).
 */
export const statusBannerTexts: Record<
  'Blocked' | 'New' | 'Default',
  { text: ReactNode; link?: ReactNode; sizedBy?: ReactNode }
> = {
  Blocked: {
    text: <FormattedMessage id="status.blocked" />,
    link: <FormattedMessage id="status.contactCustomerCare" />,
  },
  New: {
    text: (
      <>
        <strong>
          <FormattedMessage id="status.pending" />
        </strong>{' '}
        <FormattedMessage id="status.pendingDetail" />
      </>
    ),
  },
  Default: {
    text: <FormattedMessage id="status.completeDetails" />,
    link: <FormattedMessage id="status.completeDetailsLink" />,
    sizedBy: <MissingDetailsSizer />,
  },
}

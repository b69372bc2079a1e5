import { FormattedMessage, useIntl } from 'react-intl'
import { serviceNow } from '#app/platform/clock'
import { hourArguments } from '#app/platform/i18n/article-arguments'
import { dayArguments } from '#app/platform/i18n/day-articles'
import { usePlatform } from '#app/platform/platform-context'
import { useCampaigns } from '#app/queries/content'
import { lastOrderMoment } from './cutoff'

/**
 * While a seasonal campaign runs, the last day to order for delivery in time in this storefront's country (decision
 * 0022): above the orders, where a customer decides whether to order again. Says nothing when the cut-off service
 * fails; it is advice, not the page's content. The page shows its orders once the campaigns have come (decision 0047).
 */
export function CutoffNotice() {
  const intl = useIntl()
  const { brand } = usePlatform()
  const campaigns = useCampaigns()
  const now = serviceNow()
  const notices = campaigns.flatMap((query) => {
    const campaign = query.data
    const moment = campaign ? lastOrderMoment(campaign, brand.country, now) : undefined
    return campaign && moment !== undefined ? [{ name: campaign.name, moment }] : []
  })
  if (notices.length === 0) return null
  return (
    <aside className="cutoff-notice" aria-label={intl.formatMessage({ id: 'orders.cutoff.label' })}>
      {notices.map(({ name, moment }) => (
        <p key={name} className="cutoff-notice__text">
          <FormattedMessage
            id="orders.cutoff"
            values={hourArguments(
              dayArguments(
                intl.locale,
                {
                  campaign: name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
                  date: intl.formatDate(moment, { day: 'numeric', month: 'long' }),
                  time: intl.formatTime(moment, { hour: 'numeric', minute: '2-digit' }),
                },
                'date',
              ),
              'time',
            )}
          />
        </p>
      ))}
    </aside>
  )
}

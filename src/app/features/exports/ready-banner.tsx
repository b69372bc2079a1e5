import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { formatDayAndTime } from '#app/platform/i18n/dates'
import { dayArguments } from '#app/platform/i18n/day-articles'
import { availableUntil } from './availability'
import { ZipAdvice } from './zip-advice'

/** 'Your export is ready to download': until when, and how to open the zips on this platform. */
export function ReadyBanner({ updated }: { updated: string }) {
  const intl = useIntl()
  const titleId = useId()
  const date = formatDayAndTime(intl, availableUntil(updated))
  return (
    <section className="export-banner" aria-labelledby={titleId}>
      <svg className="export-banner__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="11" fill="var(--brand-primary)" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="var(--brand-on-primary)" strokeWidth="2.2" />
      </svg>
      <div className="export-banner__body">
        <h2 id={titleId} className="export-banner__title">
          <FormattedMessage id="exports.ready.title" />
        </h2>
        <p className="export-banner__availability">
          <FormattedMessage
            id="exports.ready.availableUntil"
            values={dayArguments(intl.locale, { date }, 'date')}
          />
        </p>
        <ZipAdvice />
      </div>
    </section>
  )
}

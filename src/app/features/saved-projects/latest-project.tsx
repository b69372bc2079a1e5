import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { internalTarget, isExternalTarget } from '#app/platform/navigation'
import { useCustomer } from '#app/queries/customers'
import { useProjectsPage } from '#app/queries/projects'
import './latest-project.css'
import { formatDay } from '#app/platform/i18n/dates'

/**
 * For the overview: the most recently changed saved project, to continue in the editor, with the way to all of
 * them. It shares the saved projects' first page in the cache. Nothing while it loads, when there is none or the
 * editor address is not a web address, and nothing when it fails (the overview is not the place for that error).
 */
export function LatestProject() {
  const intl = useIntl()
  const { search } = useLocation()
  const headingId = useId()
  const titleId = useId()
  const customer = useCustomer()
  const accountId = customer.data?.accountId
  const projects = useProjectsPage(accountId, 1)
  // The service answers the projects last changed first.
  const latest = projects.data?.projects[0]
  if (!latest || !isExternalTarget(latest.editorUrl)) return null
  return (
    <section className="latest-project" aria-labelledby={headingId}>
      <h2 id={headingId} className="latest-project__heading">
        <FormattedMessage id="savedProjects.latest.title" />
      </h2>
      <div className="latest-project__card">
        <div className="latest-project__text">
          <p id={titleId} className="latest-project__name">
            {latest.title}
          </p>
          <p className="latest-project__meta">
            <FormattedMessage
              id="savedProjects.latest.changed"
              values={{
                product: latest.articleName,
                date: formatDay(intl, latest.updatedAt),
              }}
            />
          </p>
        </div>
        <div className="latest-project__actions">
          <a className="button button--primary" href={latest.editorUrl} aria-describedby={titleId}>
            <FormattedMessage id="savedProjects.continue" />
          </a>
          <Link className="button button--secondary" to={internalTarget('/saved-projects', search)}>
            <FormattedMessage id="savedProjects.latest.all" />
          </Link>
        </div>
      </div>
    </section>
  )
}

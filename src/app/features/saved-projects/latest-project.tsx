import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useLocation } from 'react-router'
import { internalTarget, isExternalTarget } from '#app/platform/navigation'
import { useCustomer } from '#app/queries/customers/customer'
import { type SavedProject, useProjectsPage } from '#app/queries/projects'
import { href } from '#app/routes'
import { CatalogueText } from '#app/storefront/catalogue-text'
import { useProductNames } from '#app/storefront/use-product-names'
import './latest-project.css'
import { formatDay } from '#app/platform/i18n/dates'
import { dayArguments } from '#app/platform/i18n/day-articles'

/** The overview's saved project to continue, once known. */
export interface LatestProjectView {
  /** Whether the customer and the projects' first page have arrived (or failed): what the overview can show. */
  settled: boolean
  /** The project changed last, when there is one the editor can open. */
  latest: SavedProject | undefined
  /** Its product's name in the locale (useProductNames): undefined while the catalogue may still come. */
  productName: string | undefined
}

/**
 * The most recently changed saved project (the first of the saved projects' first page, shared in the cache with
 * /saved-projects), when its editor address is a web address.
 */
export function useLatestProject(): LatestProjectView {
  const customer = useCustomer()
  const projects = useProjectsPage(customer.data?.accountId, 1)
  // The service answers the projects last changed first.
  const first = projects.data?.projects[0]
  const latest = first && isExternalTarget(first.editorUrl) ? first : undefined
  // The product is named by the storefront catalogue: asked for only when there is a project to show, and not
  // waited for: the card shows a reserved line for the name until it comes, and then one name (decision 0053).
  const products = useProductNames(latest !== undefined)
  return {
    settled: customer.isError || (customer.isSuccess && !projects.isPending),
    latest,
    productName: latest ? products.nameOf(latest) : undefined,
  }
}

/**
 * For the overview: the saved project changed last (useLatestProject), to continue in the editor, with the way to all
 * of them. Nothing when there is none, and nothing when it fails (the overview is not the place for that error).
 */
export function LatestProject({ latest, productName }: Omit<LatestProjectView, 'settled'>) {
  const intl = useIntl()
  const { search } = useLocation()
  const headingId = useId()
  const titleId = useId()
  if (!latest) return null
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
              values={dayArguments(
                intl.locale,
                { product: <CatalogueText text={productName} />, date: formatDay(intl, latest.updatedAt) },
                'date',
              )}
            />
          </p>
        </div>
        <div className="latest-project__actions">
          <a className="button button--primary" href={latest.editorUrl} aria-describedby={titleId}>
            <FormattedMessage id="savedProjects.continue" />
          </a>
          <Link className="button button--secondary" to={internalTarget(href('savedProjects'), search)}>
            <FormattedMessage id="savedProjects.latest.all" />
          </Link>
        </div>
      </div>
    </section>
  )
}

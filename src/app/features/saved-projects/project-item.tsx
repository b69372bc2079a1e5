import { useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { formatDay } from '#app/platform/i18n/dates'
import { isExternalTarget } from '#app/platform/navigation'
import type { SavedProject } from '#app/queries/projects'
import { CatalogueText } from '#app/storefront/catalogue-text'
import { Button } from '#app/ui/button'
import { DescriptionList } from '#app/ui/description-list/description-list'
import { RecordItem } from '#app/ui/record-list/record-list'

/**
 * One saved project: its title, product (by its name in the locale) and when it was last changed and created;
 * 'Continue editing' opens it in the editor (a full page load to the service's editor address, only when that is a
 * web address), and Delete asks first.
 */
export function ProjectItem({
  project,
  productName,
  onDelete,
}: {
  project: SavedProject
  /** The product's name in the locale (useProductNames): undefined while the catalogue may still come. */
  productName: string | undefined
  onDelete: () => void
}) {
  const intl = useIntl()
  const titleId = useId()
  const date = (iso: string) => formatDay(intl, iso)
  return (
    <RecordItem
      titleId={titleId}
      title={project.title}
      details={
        <DescriptionList
          items={[
            {
              id: 'product',
              term: <FormattedMessage id="savedProjects.product" />,
              details: <CatalogueText text={productName} />,
            },
            {
              id: 'updated',
              term: <FormattedMessage id="savedProjects.updated" />,
              details: date(project.updatedAt),
            },
            {
              id: 'created',
              term: <FormattedMessage id="savedProjects.created" />,
              details: date(project.createdAt),
            },
          ]}
        />
      }
      action={
        <>
          {isExternalTarget(project.editorUrl) ? (
            <a className="button button--primary" href={project.editorUrl} aria-describedby={titleId}>
              <FormattedMessage id="savedProjects.continue" />
            </a>
          ) : null}
          <Button variant="secondary" aria-describedby={titleId} aria-haspopup="dialog" onClick={onDelete}>
            <FormattedMessage id="savedProjects.delete" />
          </Button>
        </>
      }
    />
  )
}

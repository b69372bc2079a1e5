import { useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useCustomer } from '#app/queries/customers/customer'
import { projectsPageSize, type SavedProject, useProjectsPage } from '#app/queries/projects'
import { NoRecordsYet } from '#app/storefront/no-records-yet'
import { useProductNames } from '#app/storefront/use-product-names'
import { ErrorState } from '#app/ui/error-state'
import { PageLoading } from '#app/ui/page-loading'
import { pageCountOf } from '#app/ui/pagination/page-window'
import { Pagination } from '#app/ui/pagination/pagination'
import { useLastPageWhenPastTheEnd, usePageParam } from '#app/ui/pagination/use-page-param'
import { RecordList } from '#app/ui/record-list/record-list'
import { ToastProvider, useToasts } from '#app/ui/toast/toast-provider'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { DeleteProjectDialog } from './delete-project-dialog'
import { ProjectItem } from './project-item'
import './saved-projects.css'
import { successNotification } from '#app/ui/toast/notification-reset'

/** savedProjects (/saved-projects): the projects saved in the editor, ten per page with the page in the address. */
export function SavedProjectsPage() {
  useDocumentTitle(useIntl().formatMessage({ id: 'menu.savedProjects' }))
  return (
    <ToastProvider>
      <SavedProjects />
    </ToastProvider>
  )
}

function SavedProjects() {
  const intl = useIntl()
  const toasts = useToasts()
  const heading = useRef<HTMLHeadingElement>(null)
  const [deleting, setDeleting] = useState<SavedProject | null>(null)
  const [focusHeading, setFocusHeading] = useState(false)
  const customer = useCustomer()
  const accountId = customer.data?.accountId
  const { page, linkTo } = usePageParam()
  const projects = useProjectsPage(accountId, page)
  // Named by the storefront catalogue, which the list does not wait for: a reserved line stands for a name until it
  // comes (decision 0053).
  const products = useProductNames()
  // The page count is known once a page has answered; a page past the end then moves to the last one.
  const pageCount = projects.data ? pageCountOf(projects.data.totalProjectCount, projectsPageSize) : undefined
  useLastPageWhenPastTheEnd(page, pageCount, linkTo)
  // The deleted project's button is gone: focus goes to the heading once the dialog has closed (the page is inert
  // while it is open).
  useEffect(() => {
    if (!focusHeading || deleting) return
    heading.current?.focus()
    setFocusHeading(false)
  }, [focusHeading, deleting])

  const failed = customer.isError || projects.isError
  const loading = !failed && (customer.isPending || projects.isPending)
  return (
    <section className="page saved-projects" aria-labelledby="saved-projects-title">
      <header className="saved-projects__header">
        <h1 id="saved-projects-title" className="page__title" ref={heading} tabIndex={-1}>
          <FormattedMessage id="menu.savedProjects" />
        </h1>
        {projects.data && projects.data.totalProjectCount > 0 ? (
          <p className="saved-projects__count" role="status">
            <FormattedMessage id="savedProjects.count" values={{ count: projects.data.totalProjectCount }} />
          </p>
        ) : null}
      </header>
      {failed ? (
        <ErrorState
          message={<FormattedMessage id="error.default" />}
          onRetry={() => void (customer.isError ? customer.refetch() : projects.refetch())}
        />
      ) : loading || !projects.data ? (
        <PageLoading />
      ) : projects.data.totalProjectCount === 0 ? (
        <NoRecordsYet messages="savedProjects" />
      ) : projects.data.projects.length === 0 ? (
        // A page past the end: usePageParam is moving to the last page.
        <PageLoading />
      ) : (
        <>
          <RecordList label={intl.formatMessage({ id: 'menu.savedProjects' })}>
            {projects.data.projects.map((project) => (
              <ProjectItem
                key={project.id}
                project={project}
                productName={products.nameOf(project)}
                onDelete={() => setDeleting(project)}
              />
            ))}
          </RecordList>
          <Pagination
            page={page}
            pageCount={pageCount ?? 1}
            linkTo={linkTo}
            label={intl.formatMessage({ id: 'savedProjects.pages' })}
          />
        </>
      )}
      <DeleteProjectDialog
        project={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(project) => {
          setDeleting(null)
          setFocusHeading(true)
          toasts.show(
            intl.formatMessage({ id: 'savedProjects.deleted' }, { title: project.title }),
            successNotification,
          )
        }}
      />
    </section>
  )
}

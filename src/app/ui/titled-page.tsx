import { type ReactNode, useId } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useDocumentTitle } from './use-document-title'

/**
 * A page's frame: a section named by its h1, whose text (a message id) is also the document title. For pages whose
 * heading needs nothing more (no focus moved to it, no count beside it).
 */
export function TitledPage({
  titleId,
  className,
  children,
}: {
  titleId: string
  className?: string
  children: ReactNode
}) {
  useDocumentTitle(useIntl().formatMessage({ id: titleId }))
  const headingId = useId()
  return (
    <section className={className ? `page ${className}` : 'page'} aria-labelledby={headingId}>
      <h1 id={headingId} className="page__title">
        <FormattedMessage id={titleId} />
      </h1>
      {children}
    </section>
  )
}

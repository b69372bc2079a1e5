import { useId, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link } from 'react-router'
import type { RequestState } from '#app/platform/downloads/request-state'
import { isExternalTarget } from '#app/platform/navigation'
import type { Widget } from '#app/queries/widgets/widget-keys'
import { useUnshareWidget } from '#app/queries/widgets/widget-sharing'
import { href } from '#app/routes'
import { Button } from '#app/ui/button'
import { RecordItem } from '#app/ui/record-list/record-list'
import { successNotification } from '#app/ui/toast/notification-reset'
import { useToasts } from '#app/ui/toast/toast-provider'
import { ActionFailure } from './action-failure'
import { requestStateOf } from './request-state'
import { useWidgetArticle } from './widget-article'
import { WidgetCover, WidgetFacts } from './widget-facts'

/**
 * One online photo book of the list: its cover, title and facts; Share (its share page), Stop sharing and Delete.
 * Stopping the sharing has its own request state here, and the deletion its own in the list, so one widget's
 * action never waits for, or fails with, another's.
 */
export function WidgetItem({
  widget,
  deletion,
  onDelete,
}: {
  widget: Widget
  deletion: RequestState
  onDelete: () => void
}) {
  const titleId = useId()
  const failureId = useId()
  const unshare = useUnshareWidget(widget.productCode)
  const unshareState = requestStateOf(unshare)
  const intl = useIntl()
  // Named as the share page names it: the catalogue's title once the storefront's articles are there, a reserved line
  // until then.
  const { article, name, pending } = useWidgetArticle(widget)
  const toasts = useToasts()
  const shareLink = useRef<HTMLAnchorElement>(null)
  const stopSharing = () =>
    unshare.mutate(undefined, {
      onSuccess: () => {
        // The button has gone with the sharing: focus moves to the widget's Share link.
        shareLink.current?.focus()
        toasts.show(
          intl.formatMessage({ id: 'onlineProducts.unshared' }, { title: widget.title }),
          successNotification,
        )
      },
    })
  const failed = unshareState.status === 'Failed' || deletion.status === 'Failed'
  return (
    <RecordItem
      titleId={titleId}
      title={widget.title}
      icon={<WidgetCover widget={widget} className="widget-item__cover" />}
      details={<WidgetFacts widget={widget} article={article} name={name} pending={pending} sized={false} />}
      action={
        <>
          <Link
            ref={shareLink}
            className="button button--primary"
            to={href('widgetShare', { productCode: widget.productCode })}
            aria-describedby={titleId}
          >
            <FormattedMessage id="onlineProducts.share" />
          </Link>
          {widget.isShared && widget.shareUrl && isExternalTarget(widget.shareUrl) ? (
            <a className="button button--secondary" href={widget.shareUrl} aria-describedby={titleId}>
              <FormattedMessage id="onlineProducts.view" />
            </a>
          ) : null}
          {widget.isShared ? (
            <Button
              variant="secondary"
              busy={unshareState.status === 'InProgress'}
              aria-describedby={failed ? `${titleId} ${failureId}` : titleId}
              onClick={stopSharing}
            >
              <FormattedMessage id="onlineProducts.unshare" />
            </Button>
          ) : null}
          <Button
            variant="secondary"
            busy={deletion.status === 'InProgress'}
            aria-describedby={failed ? `${titleId} ${failureId}` : titleId}
            onClick={onDelete}
          >
            <FormattedMessage id="onlineProducts.delete" />
          </Button>
        </>
      }
      error={
        failed ? (
          <div id={failureId}>
            <ActionFailure state={unshareState} messageId="onlineProducts.unshareFailed" />
            <ActionFailure
              state={deletion}
              messageId="onlineProducts.deleteFailed"
              values={{ title: widget.title }}
            />
          </div>
        ) : undefined
      }
    />
  )
}

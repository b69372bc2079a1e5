import { useEffect, useId, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { Link, useParams } from 'react-router'
import { isExternalTarget } from '#app/platform/navigation'
import { hasPdf, useProduct } from '#app/queries/products'
import { useSaveProductPdf } from '#app/queries/unzip-pdf'
import { useBlockedOrder } from '#app/queries/widget-gallery'
import { useWidget } from '#app/queries/widgets/widget'
import type { Widget } from '#app/queries/widgets/widget-keys'
import { useUnshareWidget } from '#app/queries/widgets/widget-sharing'
import { href } from '#app/routes'
import { useStorefrontArticles, useStorefrontChannel } from '#app/storefront/storefront-channel'
import { Button } from '#app/ui/button'
import { EmptyState } from '#app/ui/empty-state/empty-state'
import { ErrorState } from '#app/ui/error-state'
import { PageLoading } from '#app/ui/page-loading'
import { useDocumentTitle } from '#app/ui/use-document-title'
import { ActionFailure } from './action-failure'
import { GallerySection } from './gallery-section'
import { requestStateOf } from './request-state'
import { ShareForm } from './share-form'
import { useWidgetArticle } from './widget-article'
import { WidgetFacts } from './widget-facts'
import './online-products.css'
import './widget-share.css'

/**
 * widgetShare (/online-products/:productCode): one online photo book, to share by e-mail, stop sharing, publish to
 * the storefront's gallery, and download as a PDF where it has one.
 */
export function WidgetSharePage() {
  const intl = useIntl()
  const { productCode = '' } = useParams()
  const widget = useWidget(productCode)
  // What the summary beside the cover needs besides the widget (Download PDF, the catalogue's name and size) is asked
  // for with the widget, not once it has come: WidgetDetails waits for the product (not for the catalogue).
  useProduct(productCode)
  useStorefrontArticles()
  useDocumentTitle(widget.data?.title ?? intl.formatMessage({ id: 'onlineProducts.title' }))
  return (
    <section className="page widget-share" aria-labelledby="widget-share-title">
      <Link className="widget-share__back" to={href('widgets')}>
        <FormattedMessage id="widgetShare.back" />
      </Link>
      {widget.isError ? (
        <>
          <Title>
            <FormattedMessage id="onlineProducts.title" />
          </Title>
          <ErrorState
            message={<FormattedMessage id="error.default" />}
            onRetry={() => void widget.refetch()}
          />
        </>
      ) : widget.isPending ? (
        <PageLoading />
      ) : widget.data === null ? (
        <>
          <Title>
            <FormattedMessage id="onlineProducts.title" />
          </Title>
          <EmptyState
            framed
            title={<FormattedMessage id="widgetShare.none.title" />}
            action={
              <Link className="button button--primary" to={href('widgets')}>
                <FormattedMessage id="widgetShare.back" />
              </Link>
            }
          >
            <FormattedMessage id="widgetShare.none.body" values={{ code: productCode }} />
          </EmptyState>
        </>
      ) : (
        <WidgetDetails widget={widget.data} />
      )}
    </section>
  )
}

function Title({ children }: { children: React.ReactNode }) {
  return (
    <header className="widget-share__header">
      <h1 id="widget-share-title" className="page__title" tabIndex={-1}>
        {children}
      </h1>
    </header>
  )
}

function WidgetDetails({ widget }: { widget: Widget }) {
  const shareHeading = useId()
  const galleryHeading = useId()
  const catalogue = useWidgetArticle(widget)
  const product = useProduct(widget.productCode)
  // Beside the cover, the actions depend on the product (Download PDF), asked for with the widget: until it has come,
  // or failed, only the title and cover are drawn, and the rest comes at once below them, so nothing shown moves. A
  // slow service is not waited for beyond summaryWaitMs: the page is then shown without what is missing, which takes
  // its place when it comes. Once drawn it stays (a retry does not take it away again). The catalogue's article (the
  // product's name and size) is not waited for: reserved lines stand for them until it comes (decision 0053).
  const [complete, setComplete] = useState(false)
  const waited = useElapsed(summaryWaitMs)
  if (!complete && (waited || !product.isPending)) setComplete(true)
  // The order's check, which the form waits for, is asked for meanwhile.
  useBlockedOrder(widget.productCode)
  return (
    <>
      <Title>{widget.title}</Title>
      <div className="widget-share__summary">
        <Cover widget={widget} />
        {complete ? (
          <div className="widget-share__facts">
            <WidgetFacts
              widget={widget}
              article={catalogue.article}
              name={catalogue.name}
              pending={catalogue.pending}
            />
            {catalogue.failed ? (
              // The catalogue's name is a nicety: its GraphQL failure is said here, and the rest of the page works.
              <ErrorState message={<FormattedMessage id="error.default" />} onRetry={catalogue.retry} />
            ) : null}
            <div className="widget-share__actions">
              <SharingActions widget={widget} />
              <PdfDownload productCode={widget.productCode} />
            </div>
          </div>
        ) : (
          <PageLoading />
        )}
      </div>
      {complete ? (
        <section className="widget-share__section" aria-labelledby={shareHeading}>
          <h2 id={shareHeading} className="widget-share__heading">
            <FormattedMessage id="widgetShare.share.title" />
          </h2>
          <Sharing widget={widget}>
            {(channel) => (
              <>
                <ShareForm widget={widget} vendorId={channel.vendorId} />
                <section className="widget-share__section" aria-labelledby={galleryHeading}>
                  <h2 id={galleryHeading} className="widget-share__heading">
                    <FormattedMessage id="widgetShare.gallery.title" />
                  </h2>
                  <GallerySection widget={widget} channelId={channel.id} />
                </section>
              </>
            )}
          </Sharing>
        </section>
      ) : null}
    </>
  )
}

/** How long the share page waits for the product once the widget is there. */
const summaryWaitMs = 2_000

/** Whether `ms` have passed since the component mounted. */
function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms)
    return () => clearTimeout(timer)
  }, [ms])
  return elapsed
}

/**
 * The cover (decorative: the title is above it), in a frame of fixed proportions that holds its place while the
 * image loads. Covers are landscape or portrait and the widget does not give their size, so the image is fitted in
 * the frame with its own proportions rather than giving the frame its height when it arrives.
 */
function Cover({ widget }: { widget: Widget }) {
  return (
    <div className="widget-share__cover">
      <img className="widget-share__cover-image" src={widget.thumbnailUrl} alt="" />
    </div>
  )
}

/** The widget's link (while shared) and Stop sharing, with its own request state. */
function SharingActions({ widget }: { widget: Widget }) {
  const unshare = useUnshareWidget(widget.productCode)
  const state = requestStateOf(unshare)
  const status = useRef<HTMLParagraphElement>(null)
  const unshared = state.status === 'Finished' && !widget.isShared
  // The button has gone with the sharing: focus moves to what happened.
  useEffect(() => {
    if (unshared) status.current?.focus()
  }, [unshared])
  return (
    <>
      {widget.isShared && widget.shareUrl && isExternalTarget(widget.shareUrl) ? (
        <a className="button button--secondary" href={widget.shareUrl}>
          <FormattedMessage id="onlineProducts.view" />
        </a>
      ) : null}
      {widget.isShared ? (
        <Button variant="secondary" busy={state.status === 'InProgress'} onClick={() => unshare.mutate()}>
          <FormattedMessage id="onlineProducts.unshare" />
        </Button>
      ) : null}
      {unshared ? (
        <p ref={status} tabIndex={-1} className="form-saved" role="status">
          <FormattedMessage id="onlineProducts.unshared" values={{ title: widget.title }} />
        </p>
      ) : null}
      <ActionFailure state={state} messageId="onlineProducts.unshareFailed" />
    </>
  )
}

/** Download PDF, when one of the product's files has the purpose product.pdf; nothing otherwise. */
function PdfDownload({ productCode }: { productCode: string }) {
  const product = useProduct(productCode)
  const save = useSaveProductPdf()
  if (!hasPdf(product.data)) return null
  return (
    <>
      <Button variant="secondary" busy={save.isPending} onClick={() => save.mutate(productCode)}>
        <FormattedMessage id="widgetShare.pdf" />
      </Button>
      <ActionFailure state={requestStateOf(save)} messageId="widgetShare.pdfFailed" />
    </>
  )
}

/**
 * What sharing needs before the form is offered: the order is not blocked (checked without a token), and the
 * storefront's merchandise channel, whose vendorId the share is sent with. A blocked order is explained instead;
 * a failure of either is said, with a retry.
 */
function Sharing({
  widget,
  children,
}: {
  widget: Widget
  children: (channel: { id: string; vendorId: string }) => React.ReactNode
}) {
  const blocked = useBlockedOrder(widget.productCode, { askedAlready: true })
  const { channels, channel, missing: channelMissing } = useStorefrontChannel()
  if (blocked.isError || channels.isError || channelMissing) {
    return (
      <ErrorState
        message={<FormattedMessage id="error.default" />}
        onRetry={() => {
          if (blocked.isError) void blocked.refetch()
          if (channels.isError || channelMissing) void channels.refetch()
        }}
      />
    )
  }
  if (blocked.isPending || !channel) return <PageLoading />
  if (blocked.data) {
    return (
      <div className="widget-share__blocked" role="note">
        <h3 className="widget-share__blocked-title">
          <FormattedMessage id="widgetShare.blocked.title" />
        </h3>
        <p>
          <FormattedMessage id={`widgetShare.blocked.${blocked.data.reason}`} />
        </p>
      </div>
    )
  }
  return children(channel)
}

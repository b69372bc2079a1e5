import { useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSelection } from '#app/photos/selection/selection-context'
import { useOnceMutation } from '#app/queries/use-once-mutation'
import { useToasts } from '#app/ui/toast/toast-provider'
import { useToastsAbove } from '#app/ui/toast/toasts-above'
import { EditorTransferOverlay } from './editor-transfer-overlay'
import { useOrderPrintsMode } from './order-prints-mode'
import { useSendToEditor } from './use-send-to-editor'
import './order-prints.css'

/**
 * The confirm bar of order-prints mode: how many are selected, Select all / Deselect all and
 * 'Next: Customise {amount} photo prints' ('Selecting your photos...' while Select all loads). Proceeding is
 * disabled with nothing selected or while loading (docs/requirements/order-prints.md#order-prints-confirm-bar). The
 * list's own Cancel leaves the mode.
 */
export function OrderPrintsBar({ loadAllPhotoIds }: { loadAllPhotoIds: () => Promise<string[]> }) {
  const mode = useOrderPrintsMode()
  if (!mode.active || mode.setup.kind !== 'ready') return null
  return (
    <ConfirmBar
      channel={mode.setup.channel}
      editorUrl={mode.setup.editorUrl}
      loadAllPhotoIds={loadAllPhotoIds}
    />
  )
}

function ConfirmBar({
  channel,
  editorUrl,
  loadAllPhotoIds,
}: {
  channel: string
  editorUrl: string
  loadAllPhotoIds: () => Promise<string[]>
}) {
  const intl = useIntl()
  const toasts = useToasts()
  const bar = useRef<HTMLDivElement>(null)
  useToastsAbove(bar)
  const selection = useSelection()
  const transfer = useSendToEditor(channel, editorUrl)
  const selectAll = useOnceMutation({
    mutationFn: loadAllPhotoIds,
    onSuccess: (ids) => selection.setMany(ids, true),
    onError: () => toasts.show(intl.formatMessage({ id: 'photos.loadError' }), { kind: 'error' }),
  })
  const ids = [...selection.selected]
  const amount = ids.length
  const loading = selectAll.isPending
  const transferring = transfer.isPending || transfer.isSuccess
  return (
    <div
      ref={bar}
      className="selection-toolbar order-prints-bar"
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'orderPrints.open' })}
    >
      <div className="order-prints-bar__selection">
        <p className="selection-toolbar__count" aria-live="polite">
          <FormattedMessage id="photos.selected" values={{ amount }} />
        </p>
        <button
          type="button"
          className="button button--secondary order-prints-bar__small"
          disabled={loading}
          onClick={() => selectAll.mutate()}
        >
          <FormattedMessage id="photos.selectMonth" />
        </button>
        <button
          type="button"
          className="button button--secondary order-prints-bar__small"
          disabled={amount === 0 || loading}
          onClick={() => selection.setMany(ids, false)}
        >
          <FormattedMessage id="photos.deselectMonth" />
        </button>
      </div>
      <div className="selection-toolbar__actions order-prints-bar__actions">
        <button
          type="button"
          className="button button--primary order-prints-bar__proceed"
          disabled={amount === 0 || loading || transferring}
          aria-busy={loading || undefined}
          onClick={() => transfer.mutate(ids)}
        >
          {loading ? (
            <FormattedMessage id="orderPrints.selecting" />
          ) : (
            <FormattedMessage id="orderPrints.proceed" values={{ amount }} />
          )}
        </button>
      </div>
      {transferring ? <EditorTransferOverlay amount={transfer.variables?.length ?? amount} /> : null}
    </div>
  )
}

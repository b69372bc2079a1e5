import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useSelection } from '#app/photos/selection/selection-context'
import type { PhotoSort, TimelineSection } from '#app/photos/timeline-model'
import { logFailedCall } from '#app/queries/log-failed-call'
import { useMonthPhotoIds } from '#app/queries/photos/ids-of-month'
import { useToasts } from '#app/ui/toast/toast-provider'

/**
 * In selection mode: select or deselect every photo of the month (loaded or not). Its ids failing to load has no
 * message of its own in the catalogue: the default box says so (docs/requirements/errors.md#errors-default), and the
 * selection stays as it was.
 */
export default function MonthSelectAll({ section, sort }: { section: TimelineSection; sort: PhotoSort }) {
  const loadMonthPhotoIds = useMonthPhotoIds()
  const intl = useIntl()
  const toasts = useToasts()
  const selection = useSelection()
  const [ids, setIds] = useState<string[] | undefined>()
  const [busy, setBusy] = useState(false)
  const allChosen = ids !== undefined && ids.length > 0 && ids.every((id) => selection.selected.has(id))
  // While the month's ids load the button stays focusable (aria-disabled, not disabled): a disabled button drops the
  // keyboard's focus to the page body.
  return (
    <button
      type="button"
      className="button button--secondary timeline-section__select"
      aria-pressed={allChosen}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={async () => {
        if (busy) return
        setBusy(true)
        try {
          const monthIds = ids ?? (await loadMonthPhotoIds(section, sort))
          setIds(monthIds)
          selection.setMany(monthIds, !allChosen)
        } catch (error) {
          logFailedCall(error)
          toasts.show(intl.formatMessage({ id: 'error.default' }), { kind: 'error' })
        } finally {
          setBusy(false)
        }
      }}
    >
      <FormattedMessage id={allChosen ? 'photos.deselectMonth' : 'photos.selectMonth'} />
    </button>
  )
}

import { type ReactNode, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { returnFocusTo } from '#app/photos/preview/return-focus'
import { useToastsAbove } from '#app/ui/toast/toasts-above'

// What the selection toolbars of the timeline, an album and a shared album share: their frame, and where focus goes
// after Undo. One module, so one chunk beside the lazily loaded toolbars, not two (decision 0040).

/**
 * A photo screen's selection toolbar around its actions: named for screen readers, then how many are selected (the
 * screen's own count, or '{amount} selected' in a live region).
 */
export function SelectionToolbarFrame({
  amount,
  count,
  actionsClassName = '',
  children,
}: {
  amount: number
  count?: ReactNode
  actionsClassName?: string
  children: ReactNode
}) {
  const intl = useIntl()
  const bar = useRef<HTMLDivElement>(null)
  useToastsAbove(bar)
  return (
    <div
      ref={bar}
      className="selection-toolbar"
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'photos.selection.label' })}
    >
      {count ?? (
        <p className="selection-toolbar__count" aria-live="polite">
          <FormattedMessage id="photos.selected" values={{ amount }} />
        </p>
      )}
      <div className={`selection-toolbar__actions ${actionsClassName}`}>{children}</div>
    </div>
  )
}

/** An action's icon and its name, which phones keep for screen readers only (the icon says it). */
export function SelectionActionLabel({ icon, id }: { icon: ReactNode; id: string }) {
  return (
    <>
      {icon}
      <span className="selection-toolbar__label visually-hidden-on-phones">
        <FormattedMessage id={id} />
      </span>
    </>
  )
}

/** The screen's Select / Cancel control (SelectControl, the only toggle button of the photo screens). */
export function selectControlOf(root: Document): HTMLButtonElement | null {
  return root.querySelector<HTMLButtonElement>('main button[aria-pressed]')
}

/**
 * After Undo of a removal (decision 0028): the first photo's cell takes focus as it comes back; when it does not
 * (not rendered), Select, the control that stays where the toolbar was.
 */
export function focusAfterUndo(photoIds: readonly string[]): void {
  const first = photoIds[0]
  if (first) returnFocusTo({ imageId: first })
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (document.activeElement === document.body) selectControlOf(document)?.focus()
    }),
  )
}

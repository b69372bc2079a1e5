import { useEffect, useId, useRef } from 'react'
import { FormattedMessage } from 'react-intl'
import { lockBodyScroll } from '#app/ui/modal/scroll-lock'

/**
 * 'Adding {amount} photos to editor...' over the whole page while the selection is handed to the prints editor.
 * A modal <dialog> that cannot be dismissed: the page behind is inert until the browser leaves for the editor.
 */
export function EditorTransferOverlay({ amount }: { amount: number }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const textId = useId()
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (!element.open) element.showModal()
    const unlock = lockBodyScroll()
    return () => {
      unlock()
      if (element.open) element.close()
    }
  }, [])
  return (
    <dialog
      ref={dialog}
      className="editor-transfer"
      aria-labelledby={textId}
      aria-busy="true"
      onCancel={(event) => event.preventDefault()}
    >
      <span className="editor-transfer__spinner" aria-hidden="true" />
      <p id={textId} className="editor-transfer__text" role="status">
        <FormattedMessage id="orderPrints.adding" values={{ amount }} />
      </p>
    </dialog>
  )
}

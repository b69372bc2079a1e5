import { type ReactNode, useEffect, useId, useRef } from 'react'
import { useIntl } from 'react-intl'
import { lockBodyScroll } from './scroll-lock'
import { useBackCloses } from './use-back-closes'
import './modal.css'
import { CloseIcon } from '../icons'

export interface ModalProps {
  open: boolean
  /** Called when the user asks to close: Escape, the close button or a click on the overlay. */
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /**
   * false while a request runs: Escape, the close button and the overlay do nothing (the export request,
   * docs/requirements/exports.md#exports-create).
   */
  dismissible?: boolean
  /** Locks the page's scrolling while open; default true. */
  lockScroll?: boolean
  /** An extra class for the panel (width, layout). */
  className?: string
  /**
   * 'side': a sheet along the right edge on wide screens, for a panel read beside what it describes. Below 575 px
   * every modal is a bottom sheet.
   */
  placement?: 'centre' | 'side'
}

/**
 * A modal dialog on the native <dialog>: the browser keeps focus inside, makes the page behind it inert and sends
 * Escape to the latest-opened dialog only, which is the modal stack of
 * docs/requirements/shell-and-menu.md#shell-modal-stack. Focus returns to the opener on close.
 * Browser Back closes it too (use-back-closes.ts).
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  dismissible = true,
  lockScroll = true,
  className,
  placement = 'centre',
}: ModalProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const intl = useIntl()
  useBackCloses({ open, dismissible, onClose })

  useEffect(() => {
    const element = dialog.current
    if (!element || !open) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!element.open) element.showModal()
    const unlock = lockScroll ? lockBodyScroll() : () => {}
    return () => {
      unlock()
      if (element.open) element.close()
      opener?.focus()
    }
  }, [open, lockScroll])

  if (!open) return null
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is handled by the dialog's cancel event; this click is the overlay's.
    <dialog
      ref={dialog}
      className={placement === 'side' ? 'modal modal--side' : 'modal'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        if (dismissible) onClose()
      }}
      onClick={(event) => {
        // A click of its own on the overlay closes; not the second click of the double-click that opened the dialog
        // (it lands on the overlay that the first click put there).
        if (event.target === event.currentTarget && dismissible && event.detail <= 1) onClose()
      }}
    >
      <div className={className ? `modal__panel ${className}` : 'modal__panel'}>
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button
            type="button"
            className="modal__close"
            aria-label={intl.formatMessage({ id: 'modal.close' })}
            disabled={!dismissible}
            onClick={onClose}
          >
            <CloseIcon size={20} />
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </dialog>
  )
}

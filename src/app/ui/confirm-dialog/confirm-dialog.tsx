import type { ReactNode } from 'react'
import { Button } from '../button'
import { ErrorState } from '../error-state'
import { Modal } from '../modal/modal'
import './confirm-dialog.css'

export interface ConfirmDialogProps {
  open: boolean
  title: ReactNode
  /** What confirming does and what is lost, in the customer's words. */
  children: ReactNode
  confirmLabel: ReactNode
  cancelLabel: ReactNode
  onConfirm: () => void
  onCancel: () => void
  /** While the confirmed action runs: the dialog cannot be dismissed and the confirm button shows it is busy. */
  busy?: boolean
  /** The action's failure, shown inside the dialog so the customer can try again or cancel. */
  error?: ReactNode
  /** 'danger' for actions that cannot be undone. */
  variant?: 'primary' | 'danger'
}

/** Asks before an action: a modal with a text, Cancel and the action, its busy state and its failure. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  busy = false,
  error,
  variant = 'primary',
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onCancel} dismissible={!busy} title={title}>
      <div className="confirm-dialog__text">{children}</div>
      {error ? <ErrorState message={error} /> : null}
      <div className="confirm-dialog__actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button variant={variant} onClick={onConfirm} busy={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  )
}

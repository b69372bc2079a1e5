import { fireEvent, render, screen } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import messages from '../../../../public/locales/en-GB.json'
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog'

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn()
  const onCancel = vi.fn()
  render(
    <IntlProvider locale="en-GB" messages={messages}>
      <ConfirmDialog
        open
        title="Delete album"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={onConfirm}
        onCancel={onCancel}
        {...props}
      >
        <p>The photos stay in your library.</p>
      </ConfirmDialog>
    </IntlProvider>,
  )
  return { onConfirm, onCancel }
}

describe('ConfirmDialog', () => {
  it('is a dialog named by its title that says what confirming does', () => {
    renderDialog()
    const dialog = screen.getByRole('dialog', { name: 'Delete album' })
    expect(dialog.textContent).toContain('The photos stay in your library.')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('confirms with its action button and cancels with Cancel or Escape', () => {
    const { onConfirm, onCancel } = renderDialog()
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))
    expect(onCancel).toHaveBeenCalledTimes(2)
  })

  it('while busy, shows it on the action and cannot be confirmed twice or dismissed', () => {
    const { onConfirm, onCancel } = renderDialog({ busy: true })
    const confirm = screen.getByRole('button', { name: 'Delete' })
    expect((confirm as HTMLButtonElement).disabled).toBe(true)
    expect(confirm.getAttribute('aria-busy')).toBe('true')
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(confirm)
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))
    expect(onConfirm).not.toHaveBeenCalled()
    expect(onCancel).not.toHaveBeenCalled()
  })

  it('a double-click on its action confirms once, synchronously, before the busy state has rendered', () => {
    const { onConfirm } = renderDialog()
    const confirm = screen.getByRole('button', { name: 'Delete' })
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('shows the failure inside the dialog, where the customer can try again', () => {
    const { onConfirm } = renderDialog({ error: 'The album could not be deleted.' })
    expect(screen.getByRole('alert').textContent).toContain('The album could not be deleted.')
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }))
    expect(onConfirm).toHaveBeenCalledTimes(1)
  })

  it('renders nothing while closed', () => {
    renderDialog({ open: false })
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

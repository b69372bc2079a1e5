import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { IntlProvider } from 'react-intl'
import { describe, expect, it, vi } from 'vitest'
import messages from '../../../../public/locales/en-GB.json'
import { isModalOpen } from '../keys'
import { Modal } from './modal'

function Harness({
  dismissible = true,
  onClose = () => {},
}: {
  dismissible?: boolean
  onClose?: () => void
}) {
  const [open, setOpen] = useState(false)
  return (
    <IntlProvider locale="en-GB" messages={messages}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Create new album"
        dismissible={dismissible}
        onClose={() => {
          onClose()
          setOpen(false)
        }}
      >
        <p>Body text</p>
      </Modal>
    </IntlProvider>
  )
}

describe('Modal', () => {
  it('opens as a named dialog, locks the page scroll and closes from its close button', () => {
    render(<Harness />)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    expect(screen.getByRole('dialog', { name: 'Create new album' })).toBeTruthy()
    expect(isModalOpen()).toBe(true)
    expect(document.body.style.overflow).toBe('hidden')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.body.style.overflow).toBe('')
  })

  it('closes on Escape (the cancel event) and on a click on the overlay', () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))
    expect(onClose).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    fireEvent.click(screen.getByRole('dialog'))
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('stays open for the second click of the double-click that opened it, which lands on its overlay', () => {
    const onClose = vi.fn()
    render(<Harness onClose={onClose} />)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }), { detail: 1 })
    fireEvent.click(screen.getByRole('dialog'), { detail: 2 })
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('stays open while not dismissible', () => {
    const onClose = vi.fn()
    render(<Harness dismissible={false} onClose={onClose} />)
    fireEvent.click(screen.getByRole('button', { name: 'Open' }))
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }))
    fireEvent.click(screen.getByRole('dialog'))
    expect(onClose).not.toHaveBeenCalled()
    expect((screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true)
  })
})

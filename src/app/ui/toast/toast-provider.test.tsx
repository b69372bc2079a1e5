import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { IntlProvider } from 'react-intl'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import messages from '../../../../public/locales/en-GB.json'
import { ToastProvider, type Toasts, useToasts } from './toast-provider'

let toasts: Toasts

function Grab() {
  toasts = useToasts()
  return null
}

function renderToasts(nested = false) {
  return render(
    <IntlProvider locale="en-GB" messages={messages}>
      <ToastProvider>
        {nested ? (
          <ToastProvider>
            <Grab />
          </ToastProvider>
        ) : (
          <Grab />
        )}
      </ToastProvider>
    </IntlProvider>,
  )
}

describe('toasts', () => {
  // A toast's code loads lazily (toast-provider.tsx): once it has, every toast shows in the render that adds it, as
  // these tests read them. Loaded here, the tests do not depend on another file of the run having loaded it first.
  beforeAll(async () => {
    const { unmount } = renderToasts()
    act(() => void toasts.show('Loaded'))
    await screen.findByRole('status')
    unmount()
  })
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('announces info politely (role=status) and closes it after 5 s by default', () => {
    renderToasts()
    act(() => void toasts.show('Photos copied to'))
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('Photos copied to')
    expect(status.parentElement!.getAttribute('aria-live'), 'inside a live region').toBe('polite')
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => void vi.advanceTimersByTime(4_999))
    expect(screen.queryByText('Photos copied to')).not.toBeNull()
    act(() => void vi.advanceTimersByTime(1))
    expect(screen.queryByText('Photos copied to')).toBeNull()
  })

  it('announces errors as alerts and keeps a toast for the duration it was given', () => {
    renderToasts()
    act(() => void toasts.show('Download failed', { kind: 'error', durationMs: 10_000 }))
    expect(within(screen.getByRole('alert')).getByText('Download failed')).toBeTruthy()
    expect(screen.queryByRole('status')).toBeNull()
    act(() => void vi.advanceTimersByTime(9_999))
    expect(screen.queryByText('Download failed')).not.toBeNull()
    act(() => void vi.advanceTimersByTime(1))
    expect(screen.queryByText('Download failed')).toBeNull()
  })

  it('closes with its close button, or with dismiss(id); others stay', () => {
    renderToasts()
    let second = ''
    act(() => {
      toasts.show('First')
      second = toasts.show('Second')
      toasts.show('Third')
    })
    const closeButtons = screen.getAllByRole('button', { name: 'Close notification' })
    expect(closeButtons).toHaveLength(3)
    fireEvent.click(closeButtons[0]!)
    expect(screen.queryByText('First')).toBeNull()
    act(() => toasts.dismiss(second))
    expect(screen.queryByText('Second')).toBeNull()
    expect(screen.getByText('Third')).toBeTruthy()
  })

  it('pauses the timer while the pointer is on the toast', () => {
    renderToasts()
    act(() => void toasts.show('Preparing download...', { durationMs: 5_000 }))
    act(() => void vi.advanceTimersByTime(3_000))
    fireEvent.mouseEnter(screen.getByText('Preparing download...').parentElement!)
    act(() => void vi.advanceTimersByTime(10_000))
    expect(screen.queryByText('Preparing download...')).not.toBeNull()
    fireEvent.mouseLeave(screen.getByText('Preparing download...').parentElement!)
    act(() => void vi.advanceTimersByTime(1_999))
    expect(screen.queryByText('Preparing download...')).not.toBeNull()
    act(() => void vi.advanceTimersByTime(1))
    expect(screen.queryByText('Preparing download...')).toBeNull()
  })

  it('a provider inside another one passes through: one region only', () => {
    renderToasts(true)
    act(() => void toasts.show('Once'))
    expect(screen.getAllByRole('status')).toHaveLength(1)
    expect(screen.getAllByRole('region', { name: 'Notifications' })).toHaveLength(1)
  })

  it('useToasts outside a provider says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Grab />)).toThrow('useToasts is used outside ToastProvider')
    vi.restoreAllMocks()
  })
})

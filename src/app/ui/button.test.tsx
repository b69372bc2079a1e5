import { act, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import messages from '../../../public/locales/en-GB.json'
import { Button } from './button'

const inIntl = (button: ReactNode) => (
  <IntlProvider locale="en-GB" messages={messages}>
    {button}
  </IntlProvider>
)

describe('Button', () => {
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  it('while busy: disabled, aria-busy and described as in progress, its name unchanged', () => {
    render(
      inIntl(
        <Button busy aria-describedby="which">
          Save
        </Button>,
      ),
    )
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('aria-describedby')).toMatch(/ which$/)
    expect(screen.getByRole('button', { description: /^In progress/ })).toBe(button)
  })

  it('that starts a request takes one press until the request has run', () => {
    const onClick = vi.fn()
    const view = render(
      inIntl(
        <Button busy={false} onClick={onClick}>
          Save
        </Button>,
      ),
    )
    const button = screen.getByRole('button', { name: 'Save' })
    // A double-click: both presses before the busy state has rendered.
    fireEvent.click(button)
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    view.rerender(
      inIntl(
        <Button busy onClick={onClick}>
          Save
        </Button>,
      ),
    )
    view.rerender(
      inIntl(
        <Button busy={false} onClick={onClick}>
          Save
        </Button>,
      ),
    )
    // The request has run: a press within the double-click interval is still the same double-click …
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    // … and a press after it is taken (a failure can be tried again).
    const later = performance.now() + 600
    vi.spyOn(performance, 'now').mockReturnValue(later)
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(2)
  })

  /** A form with one field and a submit Button that starts a request; counts its submits. */
  const fieldAndSubmit = (onSubmit: (event: Event) => void) => (busy: boolean) =>
    inIntl(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <input aria-label="Word" />
        <Button type="submit" busy={busy}>
          Send
        </Button>
      </form>,
    )
  const typeWord = () =>
    fireEvent.input(screen.getByRole('textbox', { name: 'Word' }), { target: { value: 'DELETE' } })

  it('takes a second press at once when something was typed between the two (a corrected field)', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault())
    render(fieldAndSubmit(onSubmit)(false))
    const button = screen.getByRole('button', { name: 'Send' })
    fireEvent.click(button)
    typeWord()
    fireEvent.click(button)
    expect(onSubmit).toHaveBeenCalledTimes(2)
  })

  it('takes a second press at once when something was typed after a quick answer (a second voucher code)', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault())
    const form = fieldAndSubmit(onSubmit)
    const view = render(form(false))
    const button = screen.getByRole('button', { name: 'Send' })
    fireEvent.click(button)
    // The answer comes back within the double-click interval.
    view.rerender(form(true))
    view.rerender(form(false))
    typeWord()
    fireEvent.click(button)
    expect(onSubmit).toHaveBeenCalledTimes(2)
  })

  it('a locked press does not submit its form either', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault())
    render(
      inIntl(
        <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
          <Button type="submit" busy={false}>
            Save
          </Button>
        </form>,
      ),
    )
    const button = screen.getByRole('button', { name: 'Save' })
    fireEvent.click(button)
    fireEvent.click(button)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('whose action never shows itself busy takes a press again after the double-click interval', () => {
    vi.useFakeTimers()
    const onClick = vi.fn()
    render(
      inIntl(
        <Button busy={false} onClick={onClick}>
          Apply
        </Button>,
      ),
    )
    const button = screen.getByRole('button', { name: 'Apply' })
    fireEvent.click(button)
    act(() => vi.advanceTimersByTime(499))
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(2))
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(2)
  })

  it('without a busy state takes every press', () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Next</Button>)
    const button = screen.getByRole('button', { name: 'Next' })
    fireEvent.click(button)
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(2)
  })
})

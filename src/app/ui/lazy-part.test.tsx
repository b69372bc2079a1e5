import { act, render, screen } from '@testing-library/react'
import { Component, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyPart } from './lazy-part'

afterEach(() => vi.restoreAllMocks())

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (reason: unknown) => void
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>
}

class Boundary extends Component<{ children: ReactNode }, { failed?: string }> {
  override state: { failed?: string } = {}
  static getDerivedStateFromError(error: unknown) {
    return { failed: String(error) }
  }
  override render() {
    return this.state.failed ? <p role="alert">{this.state.failed}</p> : this.props.children
  }
}

describe('lazyPart', () => {
  it('draws its placeholder until the code has come, then the part with its props, asking for the code once', async () => {
    const code = deferred<typeof Greeting>()
    const load = vi.fn(() => code.promise)
    const LazyGreeting = lazyPart(load)
    render(
      <>
        <LazyGreeting name="Ada" whileLoading={<p>Loading…</p>} />
        <LazyGreeting name="Grace" />
      </>,
    )
    expect(screen.getByText('Loading…')).toBeTruthy()
    expect(screen.queryByText(/Hello/)).toBeNull()
    await act(async () => code.resolve(Greeting))
    expect(screen.getByText('Hello Ada')).toBeTruthy()
    expect(screen.getByText('Hello Grace')).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('once its code is there, draws the part in its first render, never the placeholder', async () => {
    const LazyGreeting = lazyPart(async () => Greeting)
    const first = render(<LazyGreeting name="Ada" whileLoading={<p>Loading…</p>} />)
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
    first.unmount()
    render(<LazyGreeting name="Grace" whileLoading={<p>Loading…</p>} />)
    expect(screen.getByText('Hello Grace')).toBeTruthy()
    expect(screen.queryByText('Loading…')).toBeNull()
  })

  it('hands a failure to load to the nearest error boundary, as lazy() does', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const code = deferred<typeof Greeting>()
    const LazyGreeting = lazyPart(() => code.promise)
    render(
      <Boundary>
        <LazyGreeting name="Ada" />
      </Boundary>,
    )
    await act(async () => code.reject(new TypeError('Failed to fetch dynamically imported module')))
    expect(screen.getByRole('alert').textContent).toBe(
      'TypeError: Failed to fetch dynamically imported module',
    )
  })

  it('sets no state once the part is gone before its code came', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const code = deferred<typeof Greeting>()
    const LazyGreeting = lazyPart(() => code.promise)
    const { unmount } = render(<LazyGreeting name="Ada" />)
    unmount()
    await act(async () => code.resolve(Greeting))
    expect(error).not.toHaveBeenCalled()
  })
})

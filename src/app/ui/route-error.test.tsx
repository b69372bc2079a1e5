import { act, screen } from '@testing-library/react'
import { isValidElement, type ReactNode } from 'react'
import { createRoutesFromElements, type RouteObject } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Area, appRoutes } from '#app/router'
import mockConfig from '../../../public/config.json'
import messages from '../../../public/locales/de-AT.json'
import { renderWithPlatform } from '../../../tests/render-with-platform'
import { RouteError, StandaloneRouteError } from './route-error'
import { RouteErrorBoundary } from './route-error-boundary'

afterEach(() => vi.restoreAllMocks())

function Broken(): never {
  throw new Error('a render failure')
}

/** A page that fails inside the shell's area boundary, as the router draws it (router.tsx). */
function renderFailing(page: ReactNode, path = '/') {
  renderWithPlatform(
    <RouteErrorBoundary fallback={<RouteError />}>{page}</RouteErrorBoundary>,
    mockConfig.services,
    path,
    {
      locale: 'de-AT',
      messages,
    },
  )
}

describe('RouteError', () => {
  it('offline, says so, and reloads the page by itself once the network is back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload })
    renderFailing(<Broken />)
    expect((await screen.findByRole('alert')).textContent).toBe(messages['offline.pageMessage'])
    expect(screen.getByRole('heading', { level: 1, name: messages['offline.pageTitle'] })).toBeTruthy()
    expect(reload).not.toHaveBeenCalled()
    // The network is there before the page's address answers: the reload waits for the answer.
    const answers = [new TypeError('Failed to fetch'), new Response(null, { status: 200 })]
    const asked = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      const answer = answers.shift()!
      if (answer instanceof Error) throw answer
      return answer
    })
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    onLine.mockReturnValue(true)
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    await act(() => vi.advanceTimersByTimeAsync(500))
    vi.useRealTimers()
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1))
    expect(asked).toHaveBeenCalledTimes(2)
    expect(asked.mock.calls[0]![1]).toMatchObject({ method: 'HEAD', cache: 'no-store' })
  })

  it('shows the default message in the locale, a way back and a retry, and logs the error with a correlation id', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderFailing(<Broken />)
    expect((await screen.findByRole('alert')).textContent).toBe(messages['error.default'])
    expect(screen.getByRole('heading', { level: 1, name: messages['bootError.title'] })).toBeTruthy()
    expect(screen.getByRole('link', { name: messages['notBuilt.goToPhotos'] }).getAttribute('href')).toBe(
      '/my-photos/photos',
    )
    expect(screen.getByRole('button', { name: messages['common.tryAgain'] })).toBeTruthy()
    const ours = logged.mock.calls.find(([line]) => String(line).includes('A page failed to load or render'))
    expect(ours?.[1]).toMatchObject({
      correlationId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      error: 'Error: a render failure',
    })
  })

  it('keeps the correlation id of a failed service call', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const failure = Object.assign(new Error('service down'), { correlationId: 'abc-123' })
    function FailedCall(): never {
      throw failure
    }
    renderFailing(<FailedCall />)
    await screen.findByRole('alert')
    const ours = logged.mock.calls.find(([line]) => String(line).includes('A page failed to load or render'))
    expect(ours?.[1]).toMatchObject({ correlationId: 'abc-123' })
  })
})

describe('the router’s error boundaries', () => {
  /** Whether a route's element is an error boundary: an area, or a boundary around the root or the shell. */
  const isBoundary = (element: ReactNode) =>
    isValidElement(element) && (element.type === Area || element.type === RouteErrorBoundary)

  /** Every route with a path, and whether an area boundary (below the root) stands above it. */
  function leaves(routes: RouteObject[], guarded: boolean, depth = 0): { path: string; guarded: boolean }[] {
    return routes.flatMap((route) => {
      const here = guarded || (depth > 0 && isBoundary(route.element))
      const own = route.path ? [{ path: route.path, guarded: here }] : []
      return [...own, ...leaves(route.children ?? [], here, depth + 1)]
    })
  }

  it('has one at the root and one around every area, so no route can show the developer screen', () => {
    const [root] = createRoutesFromElements(appRoutes())
    expect(isValidElement(root?.element) && root.element.type).toBe(RouteErrorBoundary)
    expect(isValidElement(root?.element) && (root.element.props as { fallback: ReactNode }).fallback).toEqual(
      <StandaloneRouteError />,
    )
    const routes = leaves(root?.children ?? [], false, 1)
    expect(routes.length).toBeGreaterThanOrEqual(40)
    expect(routes.filter((route) => !route.guarded)).toEqual([])
  })
})

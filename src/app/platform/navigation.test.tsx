import { act, render } from '@testing-library/react'
import { MemoryRouter, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { internalTarget, isExternalTarget, isStripped, strippedQuery, useAppNavigate } from './navigation'

describe('isStripped', () => {
  it('reads the stripped flag case-insensitively', () => {
    expect(isStripped(new URLSearchParams('stripped=true'))).toBe(true)
    expect(isStripped(new URLSearchParams('Stripped=1'))).toBe(true)
    expect(isStripped(new URLSearchParams('STRIPPED'))).toBe(true)
    expect(isStripped(new URLSearchParams('stripped=false'))).toBe(false)
    expect(isStripped(new URLSearchParams('other=1'))).toBe(false)
  })
})

describe('carrying the stripped flag over', () => {
  it('keeps only that flag, under the name it was given', () => {
    expect(strippedQuery('?Stripped=true&hideHeaderNav=1')).toBe('?Stripped=true')
    expect(strippedQuery('?other=1')).toBe('')
    expect(internalTarget('/my-photos/photos', '?stripped=1&x=2')).toEqual({
      pathname: '/my-photos/photos',
      search: '?stripped=1',
    })
  })

  it('tells targets outside the app by their http start', () => {
    expect(isExternalTarget('https://shop.example/editor')).toBe(true)
    expect(isExternalTarget('HTTP://shop.example')).toBe(true)
    expect(isExternalTarget('/my-photos/albums')).toBe(false)
    expect(isExternalTarget('httpish/path')).toBe(false)
  })
})

describe('useAppNavigate', () => {
  afterEach(() => vi.restoreAllMocks())

  function renderAt(path: string) {
    let navigate: ReturnType<typeof useAppNavigate> = () => {}
    let where = ''
    function Probe() {
      navigate = useAppNavigate()
      const location = useLocation()
      where = `${location.pathname}${location.search}`
      return null
    }
    render(
      <MemoryRouter initialEntries={[path]}>
        <Probe />
      </MemoryRouter>,
    )
    return { go: (target: string) => act(() => navigate(target)), where: () => where }
  }

  it('navigates inside the app with the stripped flag carried over, keeping the target’s own query', () => {
    const app = renderAt('/my-photos/photos?stripped=true&hideHeaderNav=1')
    app.go('/my-photos/albums/a1?sort=created')
    expect(app.where()).toBe('/my-photos/albums/a1?sort=created&stripped=true')
  })

  it('loads targets starting with http as a full page', () => {
    const assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location)
    const app = renderAt('/my-photos/photos?stripped=true')
    app.go('https://editor.example/prints?product=PAP_910')
    expect(assign).toHaveBeenCalledWith('https://editor.example/prints?product=PAP_910')
    expect(app.where()).toBe('/my-photos/photos?stripped=true')
  })
})

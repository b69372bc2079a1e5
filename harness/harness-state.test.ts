import { describe, expect, it } from 'vitest'
import { applyColorScheme, applyHarnessParams, type HarnessState, harnessLink } from './harness-state'

const initial: HarnessState = {
  persona: undefined,
  locale: undefined,
  volume: 'few',
  scenarios: [],
  autoSignIn: false,
}

describe('harness state in the URL', () => {
  it('applies mock-* parameters and signs in automatically when a persona is named', () => {
    const state = applyHarnessParams(
      initial,
      '?mock-persona=b2b-new&mock-locale=fr-FR&mock-volume=empty&mock-scenario=faults:account-counts',
    )
    expect(state).toEqual({
      persona: 'b2b-new',
      locale: 'fr-FR',
      volume: 'empty',
      scenarios: ['faults:account-counts'],
      autoSignIn: true,
    })
  })

  it('ignores unknown personas, volumes and scenarios', () => {
    const state = applyHarnessParams(initial, '?mock-persona=nobody&mock-volume=huge&mock-scenario=nope')
    expect(state).toEqual(initial)
  })

  it('makes a link that reproduces the state, keeping the app’s own parameters and the flags', () => {
    const state: HarnessState = {
      ...initial,
      persona: 'consumer',
      locale: 'da-DK',
      scenarios: ['latency:slow'],
    }
    const link = harnessLink(
      state,
      {
        origin: 'http://nordprint-dk.localhost:5173',
        pathname: '/my-photos/photos',
        search: '?stripped=true&mock-persona=x',
      },
      { OrderPrintsEnabled: false },
    )
    const url = new URL(link)
    expect(url.host).toBe('nordprint-dk.localhost:5173')
    expect(url.pathname).toBe('/my-photos/photos')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      stripped: 'true',
      OrderPrintsEnabled: 'false',
      'mock-persona': 'consumer',
      'mock-locale': 'da-DK',
      'mock-scenario': 'latency:slow',
    })
    expect(applyHarnessParams(initial, url.search)).toMatchObject({ persona: 'consumer', locale: 'da-DK' })
  })

  it('forces a colour scheme from mock-color-scheme, keeps it in the link, and follows the system again for any other value', () => {
    const dark = applyHarnessParams(initial, '?mock-color-scheme=dark')
    expect(dark).toEqual({ ...initial, colorScheme: 'dark' })
    expect(applyHarnessParams(dark, '?mock-locale=nl-BE')).toMatchObject({ colorScheme: 'dark' })
    expect(applyHarnessParams(dark, '?mock-color-scheme=system').colorScheme).toBeUndefined()
    expect(applyHarnessParams(initial, '?mock-color-scheme=sepia').colorScheme).toBeUndefined()

    const target = { origin: 'http://lumiere-fr.localhost:5173', pathname: '/settings', search: '' }
    const url = new URL(harnessLink({ ...initial, colorScheme: 'light' }, target))
    expect(url.searchParams.get('mock-color-scheme')).toBe('light')
    expect(applyHarnessParams(initial, url.search).colorScheme).toBe('light')
    expect(new URL(harnessLink(initial, target)).searchParams.has('mock-color-scheme')).toBe(false)
  })
})

describe('applyColorScheme', () => {
  it('marks the root with the forced scheme, and unmarks it to follow the system', () => {
    const root = { dataset: {} as DOMStringMap } as HTMLElement
    applyColorScheme('dark', root)
    expect(root.dataset.colorScheme).toBe('dark')
    applyColorScheme('light', root)
    expect(root.dataset.colorScheme).toBe('light')
    applyColorScheme(undefined, root)
    expect('colorScheme' in root.dataset).toBe(false)
  })
})

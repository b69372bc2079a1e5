import { describe, expect, it } from 'vitest'
import { applyHarnessParams, type HarnessState, harnessLink } from './harness-state'

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
})

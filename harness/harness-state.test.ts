import { describe, expect, it } from 'vitest'
import { scenarios } from '../mocks/scenarios/registry'
import {
  applyColorScheme,
  applyHarnessParams,
  clockOffsetFromParams,
  faultsByServiceAndKind,
  formatClockOffset,
  type HarnessState,
  harnessLink,
  keepLastOfEachSet,
  matchesSearch,
  parseClockOffset,
  withoutExclusiveSet,
  withScenario,
} from './harness-state'

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

describe('exclusive scenarios', () => {
  it('turns one on by turning the others of its set off, and leaves other scenarios alone', () => {
    const chosen = ['latency:slow', 'storage:safe', 'faults:account-counts']
    expect(withScenario(chosen, 'storage:critical')).toEqual([
      'latency:slow',
      'faults:account-counts',
      'storage:critical',
    ])
    expect(withScenario(chosen, 'storage:safe')).toEqual([
      'latency:slow',
      'faults:account-counts',
      'storage:safe',
    ])
    expect(withScenario(['latency:slow'], 'faults:customer-load')).toEqual([
      'latency:slow',
      'faults:customer-load',
    ])
    expect(withoutExclusiveSet(chosen, 'Storage period')).toEqual(['latency:slow', 'faults:account-counts'])
    expect(
      keepLastOfEachSet(['photos:delete-partial', 'latency:slow', 'photos:delete-refused', 'latency:slow']),
    ).toEqual(['photos:delete-refused', 'latency:slow'])
  })

  it('a link naming two of one set keeps the last', () => {
    const state = applyHarnessParams(initial, '?mock-scenario=storage:safe,latency:slow,storage:critical')
    expect(state.scenarios).toEqual(['latency:slow', 'storage:critical'])
    const url = new URL(
      harnessLink(state, { origin: 'http://printbloom-gb.localhost', pathname: '/', search: '' }),
    )
    expect(url.searchParams.get('mock-scenario')).toBe('latency:slow,storage:critical')
  })

  it('keep each set inside one group, with at least two members', () => {
    const sets = Map.groupBy(
      scenarios.filter((scenario) => scenario.exclusiveSet !== undefined),
      (scenario) => scenario.exclusiveSet!,
    )
    expect([...sets.keys()]).toContain('Storage period')
    for (const members of sets.values()) {
      expect(new Set(members.map((scenario) => scenario.group)).size).toBe(1)
      expect(members.length).toBeGreaterThan(1)
    }
  })
})

describe('the mock clock in the link', () => {
  it('writes the offset as days, hours and less, and reads it back', () => {
    const hour = 3_600_000
    expect(formatClockOffset(8 * 24 * hour)).toBe('8d')
    expect(formatClockOffset(2 * 24 * hour + hour)).toBe('2d1h')
    expect(formatClockOffset(0)).toBe('0')
    for (const offset of [hour, 8 * 24 * hour, 49 * hour + 61_001, 90_000]) {
      expect(parseClockOffset(formatClockOffset(offset))).toBe(offset)
    }
    expect(parseClockOffset('0')).toBe(0)
    expect(parseClockOffset('90m')).toBe(90 * 60_000)
    expect(parseClockOffset('soon')).toBeUndefined()
    expect(parseClockOffset('')).toBeUndefined()
  })

  it('round-trips through Copy link: the link names the offset, and opening it asks for the same offset', () => {
    const offset = 8 * 24 * 3_600_000 + 3_600_000
    const target = {
      origin: 'http://printbloom-gb.localhost:5173',
      pathname: '/my-photos/photos',
      search: '',
    }
    const url = new URL(harnessLink({ ...initial, persona: 'consumer' }, target, {}, offset))
    expect(url.searchParams.get('mock-clock')).toBe('8d1h')
    expect(clockOffsetFromParams(url.search)).toBe(offset)
    // Real time: the link says nothing, and the browser's remembered offset stays (like the other parameters).
    const now = new URL(harnessLink(initial, target, {}, 0))
    expect(now.searchParams.has('mock-clock')).toBe(false)
    expect(clockOffsetFromParams(now.search)).toBeUndefined()
    expect(clockOffsetFromParams('?mock-clock=0')).toBe(0)
  })
})

describe('search and fault groups', () => {
  it('matches every word typed, in any of the texts, ignoring case', () => {
    expect(matchesSearch('', 'anything')).toBe(true)
    expect(matchesSearch('STORAGE crit', 'Storage period: critical', 'storage:critical')).toBe(true)
    expect(matchesSearch('storage nope', 'Storage period: critical')).toBe(false)
  })

  it('groups every fault preset by its service, then by how it fails', () => {
    const faults = scenarios.filter((scenario) => scenario.group === 'Faults')
    expect(faults.every((scenario) => scenario.fault !== undefined)).toBe(true)
    const groups = new Map(
      faultsByServiceAndKind(faults).map(([service, kinds]) => [service, new Map(kinds)]),
    )
    expect(
      groups
        .get('photos')
        ?.get('answers 500')
        ?.map((scenario) => scenario.id),
    ).toContain('faults:account-counts')
    expect(
      groups
        .get('widgets')
        ?.get('answers 401')
        ?.map((scenario) => scenario.id),
    ).toEqual(['faults:widget-401'])
    expect(groups.has('other')).toBe(false)
    expect([...groups.values()].flatMap((kinds) => [...kinds.values()].flat())).toHaveLength(faults.length)
  })
})

import { defaultVolume, findPersona, type Volume, volumes } from '../mocks/db/personas'
import { findScenarios } from '../mocks/scenarios/registry'
import { type ConsentCode, isConsentCode } from '../src/app/platform/consent/consent'
import { isLocale, type Locale } from '../src/app/platform/i18n/locales'

/** The colour schemes QA can force over the system's (`mock-color-scheme`). */
export const colorSchemes = ['light', 'dark'] as const
export type ColorScheme = (typeof colorSchemes)[number]
const isColorScheme = (value: string): value is ColorScheme =>
  (colorSchemes as readonly string[]).includes(value)

/** What QA has chosen. Kept in local storage per host, and written into every link the harness makes. */
export interface HarnessState {
  persona: string | undefined
  locale: Locale | undefined
  volume: Volume
  scenarios: string[]
  /** Sign in as `persona` without showing the mock sign-in page (set by a link that names a persona). */
  autoSignIn: boolean
  /** What the mock consent script answers (public/mock-third-party/consent.js); undefined: it stays silent. */
  consent?: ConsentCode | undefined
  /** The colour scheme forced over the system's; undefined: the system's (prefers-color-scheme). */
  colorScheme?: ColorScheme | undefined
}

/** The URL parameters a link may carry; the README documents them for QA. */
export const harnessParams = {
  persona: 'mock-persona',
  locale: 'mock-locale',
  volume: 'mock-volume',
  scenarios: 'mock-scenario',
  reset: 'mock-reset',
  consent: 'mock-consent',
  colorScheme: 'mock-color-scheme',
} as const

const storageKey = 'harness-state'

const initialState: HarnessState = {
  persona: undefined,
  locale: undefined,
  volume: defaultVolume,
  scenarios: [],
  autoSignIn: false,
}

export function loadHarnessState(): HarnessState {
  try {
    return {
      ...initialState,
      ...(JSON.parse(localStorage.getItem(storageKey) ?? '{}') as Partial<HarnessState>),
    }
  } catch {
    return { ...initialState }
  }
}

export function saveHarnessState(state: HarnessState): void {
  localStorage.setItem(storageKey, JSON.stringify(state))
}

export function clearHarnessState(): void {
  localStorage.removeItem(storageKey)
}

/** A scenario of the registry, or a fault kind on a documented operation (`fault:<operationId>:<kind>`). */
function isKnownScenario(id: string): boolean {
  try {
    findScenarios([id])
    return true
  } catch {
    return false
  }
}

/** Applies the `mock-*` parameters of an address onto the state; unknown values are ignored with a warning. */
export function applyHarnessParams(state: HarnessState, search: string): HarnessState {
  const params = new URLSearchParams(search)
  const next = { ...state }
  const persona = params.get(harnessParams.persona)
  if (persona !== null) {
    if (findPersona(persona)) {
      next.persona = persona
      next.autoSignIn = true
    } else console.warn(`[harness] unknown persona "${persona}"`)
  }
  const locale = params.get(harnessParams.locale)
  if (locale !== null) next.locale = isLocale(locale) ? locale : undefined
  const consent = params.get(harnessParams.consent)
  if (consent !== null) next.consent = isConsentCode(consent) ? consent : undefined
  const colorScheme = params.get(harnessParams.colorScheme)
  if (colorScheme !== null) next.colorScheme = isColorScheme(colorScheme) ? colorScheme : undefined
  const volume = params.get(harnessParams.volume)
  if (volume !== null && (volumes as readonly string[]).includes(volume)) next.volume = volume as Volume
  const scenarioList = params.get(harnessParams.scenarios)
  if (scenarioList !== null) {
    next.scenarios = scenarioList
      .split(',')
      .filter(Boolean)
      .filter((id) => {
        const known = isKnownScenario(id)
        if (!known) console.warn(`[harness] unknown scenario "${id}"`)
        return known
      })
  }
  return next
}

/** A link that reproduces the state: the brand's host, the page, the app's own parameters and the harness's. */
export function harnessLink(
  state: HarnessState,
  target: { origin: string; pathname: string; search: string },
  flags: Record<string, boolean> = {},
): string {
  const url = new URL(target.pathname, target.origin)
  for (const [name, value] of new URLSearchParams(target.search)) {
    if (!name.startsWith('mock-')) url.searchParams.set(name, value)
  }
  for (const [name, value] of Object.entries(flags)) url.searchParams.set(name, String(value))
  if (state.persona) url.searchParams.set(harnessParams.persona, state.persona)
  if (state.locale) url.searchParams.set(harnessParams.locale, state.locale)
  if (state.consent) url.searchParams.set(harnessParams.consent, state.consent)
  if (state.colorScheme) url.searchParams.set(harnessParams.colorScheme, state.colorScheme)
  if (state.volume !== defaultVolume) url.searchParams.set(harnessParams.volume, state.volume)
  if (state.scenarios.length > 0) url.searchParams.set(harnessParams.scenarios, state.scenarios.join(','))
  return url.href
}

/** The same page on another brand's local host: `{brand}.localhost`. */
export function brandOrigin(brandId: string, current: Location): string {
  return `${current.protocol}//${brandId}.localhost${current.port ? `:${current.port}` : ''}`
}

/**
 * Forces QA's colour scheme over the system's (styles.css reads `data-color-scheme` on <html>), or lets the system's
 * apply again.
 */
export function applyColorScheme(colorScheme: ColorScheme | undefined, root: HTMLElement): void {
  if (colorScheme) root.dataset.colorScheme = colorScheme
  else delete root.dataset.colorScheme
}

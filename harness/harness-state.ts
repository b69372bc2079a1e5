import { defaultVolume, findPersona, type Volume, volumes } from '../mocks/db/personas'
import { findScenarios, scenarios as registryScenarios } from '../mocks/scenarios/registry'
import type { Scenario } from '../mocks/scenarios/scenario'
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
  clock: 'mock-clock',
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

/** The exclusive set a registry scenario belongs to (Scenario.exclusiveSet), if any. */
function exclusiveSetOf(id: string): string | undefined {
  return registryScenarios.find((scenario) => scenario.id === id)?.exclusiveSet
}

/**
 * The chosen scenarios with `id` turned on: it goes last, and the other members of its exclusive set go, so two
 * presets that answer the same calls are never on together.
 */
export function withScenario(ids: readonly string[], id: string): string[] {
  const set = exclusiveSetOf(id)
  return [
    ...ids.filter((chosen) => chosen !== id && (set === undefined || exclusiveSetOf(chosen) !== set)),
    id,
  ]
}

/** The chosen scenarios with every member of an exclusive set turned off ('None' of its radio buttons). */
export function withoutExclusiveSet(ids: readonly string[], set: string): string[] {
  return ids.filter((chosen) => exclusiveSetOf(chosen) !== set)
}

/** A list as a link may name it: of two scenarios of one exclusive set the last one stays, and each id once. */
export function keepLastOfEachSet(ids: readonly string[]): string[] {
  return ids.reduce<string[]>((kept, id) => withScenario(kept, id), [])
}

const hourMs = 3_600_000
const clockUnits: [string, number][] = [
  ['d', 24 * hourMs],
  ['h', hourMs],
  ['m', 60_000],
  ['s', 1_000],
  ['ms', 1],
]

/** The mock clock's offset as `mock-clock` writes it: `8d`, `2d1h`, `90s`; `0` for real time. */
export function formatClockOffset(offsetMs: number): string {
  let rest = Math.max(0, Math.round(offsetMs))
  if (rest === 0) return '0'
  let text = ''
  for (const [unit, size] of clockUnits) {
    const count = Math.floor(rest / size)
    if (count > 0) text += `${count}${unit}`
    rest -= count * size
  }
  return text
}

/** The offset a `mock-clock` value names (`8d`, `2d1h`, `0`), or undefined when it is not one. */
export function parseClockOffset(text: string): number | undefined {
  if (text.trim() === '0') return 0
  const match = /^(?:(\d+)d)?(?:(\d+)h)?(?:(\d+)m(?!s))?(?:(\d+)s)?(?:(\d+)ms)?$/.exec(text.trim())
  if (!match || match.slice(1).every((part) => part === undefined)) return undefined
  return match.slice(1).reduce((total, part, index) => total + Number(part ?? 0) * clockUnits[index]![1], 0)
}

/** The clock offset an address asks for (`mock-clock`), or undefined to keep the one the browser remembers. */
export function clockOffsetFromParams(search: string): number | undefined {
  const value = new URLSearchParams(search).get(harnessParams.clock)
  if (value === null) return undefined
  const offset = parseClockOffset(value)
  if (offset === undefined) console.warn(`[harness] mock-clock "${value}" is not an offset like 8d or 2d1h`)
  return offset
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
    next.scenarios = keepLastOfEachSet(
      scenarioList
        .split(',')
        .filter(Boolean)
        .filter((id) => {
          const known = isKnownScenario(id)
          if (!known) console.warn(`[harness] unknown scenario "${id}"`)
          return known
        }),
    )
  }
  return next
}

/**
 * A link that reproduces the state: the brand's host, the page, the app's own parameters and the harness's, and the
 * mock clock's offset when it is ahead of real time.
 */
export function harnessLink(
  state: HarnessState,
  target: { origin: string; pathname: string; search: string },
  flags: Record<string, boolean> = {},
  clockOffsetMs = 0,
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
  if (clockOffsetMs > 0) url.searchParams.set(harnessParams.clock, formatClockOffset(clockOffsetMs))
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

/** Whether a scenario or fault matches what QA typed in the harness's search box (every word, in its label or id). */
export function matchesSearch(query: string, ...texts: string[]): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  const haystack = texts.join(' ').toLowerCase()
  return words.every((word) => haystack.includes(word))
}

/** The fault presets by service, then by how they fail, in registry order. */
export function faultsByServiceAndKind(faults: readonly Scenario[]): [string, [string, Scenario[]][]][] {
  return [...Map.groupBy(faults, (scenario) => scenario.fault?.service ?? 'other')].map(
    ([service, members]) => [
      service,
      [...Map.groupBy(members, (scenario) => scenario.fault?.kind ?? 'other')],
    ],
  )
}

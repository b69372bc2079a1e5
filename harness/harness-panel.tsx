import { useId, useState } from 'react'
import { resetBrowserDatabase } from '../mocks/browser'
import { defaultPersonaId, personas, volumes } from '../mocks/db/personas'
import { removeTokens } from '../src/app/platform/auth/token-store'
import { brandForHost, brands } from '../src/app/platform/brand/brand'
import { consentCodes, consentFromCode, isConsentCode } from '../src/app/platform/consent/consent'
import {
  type FeatureFlags,
  featureFlagNames,
  featureFlagStorageKey,
  resolveFeatureFlags,
} from '../src/app/platform/feature-flags'
import { locales } from '../src/app/platform/i18n/locales'
import { emailLinks } from './email-links'
import { FaultKindPicker } from './fault-kind-picker'
import {
  brandOrigin,
  type ColorScheme,
  clearHarnessState,
  formatClockOffset,
  type HarnessState,
  harnessLink,
  saveHarnessState,
  withScenario,
} from './harness-state'
import { ScenarioPicker } from './scenario-picker'
import type { DataLink } from './seeded-data'

function changedFlags(flags: FeatureFlags, defaults: Record<string, boolean>): Record<string, boolean> {
  return Object.fromEntries(
    featureFlagNames.filter((f) => flags[f] !== (defaults[f] ?? false)).map((f) => [f, flags[f]]),
  )
}

/** The colour schemes QA can force over the system's. */
const colorSchemeChoices: { scheme: ColorScheme | undefined; label: string }[] = [
  { scheme: undefined, label: 'Follow the system' },
  { scheme: 'light', label: 'Light' },
  { scheme: 'dark', label: 'Dark' },
]

const hour = 3_600_000
/** Steps the mock clock can move forward: an export takes up to 48 hours, an export link lasts 7 days. */
const clockSteps: [string, number][] = [
  ['+1 hour', hour],
  ['+1 day', 24 * hour],
  ['+2 days', 48 * hour],
  ['+8 days', 8 * 24 * hour],
]

/**
 * The QA panel: brand, locale, colour scheme, persona, volume, scenarios, flags, links to the mock data's exports and
 * archives, and the mock clock; every change reloads into the new state.
 */
export function HarnessPanel({
  state,
  defaultFlags,
  onPlaceOrder,
  mockNow,
  clockOffsetMs,
  onMoveClock,
  data,
}: {
  state: HarnessState
  defaultFlags: Record<string, boolean>
  /** Places an order for the signed-in customer (which resets their storage period). */
  onPlaceOrder: () => Promise<void>
  /** The mock services' time (epoch ms). */
  mockNow: number
  /** How far the mock clock is ahead of real time: links carry it (`mock-clock`). */
  clockOffsetMs: number
  /** Every export and archive of the mock database, and the pinned exports, with their pages. */
  data: { exports: DataLink[]; archives: DataLink[] }
  /** Moves the mock clock forward by ms, or back to real time; the page reloads. */
  onMoveClock: (ms: number | 'now') => void
}) {
  const [open, setOpen] = useState(false)
  const [copied, setCopied] = useState(false)
  const panelId = useId()
  const brand = brandForHost(window.location.host)
  const flags = resolveFeatureFlags(defaultFlags, window.location.search, window.localStorage)
  const link = (next: HarnessState, origin = window.location.origin) =>
    harnessLink(
      next,
      { origin, pathname: window.location.pathname, search: window.location.search },
      changedFlags(flags, defaultFlags),
      clockOffsetMs,
    )
  /** A link to an export's or archive's page, signed in as its owner, with its scenario and its route's flag on. */
  const dataHref = (entry: DataLink) =>
    harnessLink(
      {
        ...state,
        persona: entry.persona ?? state.persona ?? defaultPersonaId,
        autoSignIn: true,
        scenarios: entry.scenario ? withScenario(state.scenarios, entry.scenario) : state.scenarios,
      },
      { origin: window.location.origin, pathname: entry.pathname, search: '' },
      {
        ...changedFlags(flags, defaultFlags),
        ...(entry.flag && !flags[entry.flag] ? { [entry.flag]: true } : {}),
      },
      clockOffsetMs,
    )

  const reloadWith = (next: HarnessState) => {
    saveHarnessState(next)
    window.location.replace(link(next))
  }
  // The old persona's tokens go at the next start (signOutOtherPersona), not here: requests still in flight
  // would be refused and log errors.
  const signInAs = (persona: string) => reloadWith({ ...state, persona, autoSignIn: true })
  const setFlag = (flag: string, value: boolean) => {
    localStorage.setItem(featureFlagStorageKey, JSON.stringify({ ...flags, [flag]: value }))
    const url = new URL(window.location.href)
    url.searchParams.delete(flag)
    window.location.replace(url.href)
  }
  const reset = () => {
    resetBrowserDatabase()
    clearHarnessState()
    localStorage.removeItem(featureFlagStorageKey)
    removeTokens(undefined)
    window.location.replace(window.location.pathname)
  }
  // Fault kinds are scenarios made on demand (fault:<operationId>:<kind>), not in the registry's groups.
  const faultKindsChosen = state.scenarios.filter((id) => id.startsWith('fault:'))
  const copyLink = async () => {
    await navigator.clipboard.writeText(link(state))
    setCopied(true)
  }

  return (
    <aside className="harness" aria-label="QA harness">
      <button
        type="button"
        className="harness__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span className="harness__toggle-label">QA harness</span>
      </button>
      {/* Drawn only while open: closed, its ~600 elements were most of a page's DOM, built, styled and searched on
          every load of the mocked build (docs/decisions/0031-browser-test-time.md). */}
      <div id={panelId} className="harness__panel" hidden={!open}>
        {open && (
          <>
            <label>
              Brand
              <select
                value={brand.id}
                onChange={(event) =>
                  window.location.assign(
                    link(
                      { ...state, autoSignIn: !!state.persona },
                      brandOrigin(event.target.value, window.location),
                    ),
                  )
                }
              >
                {brands.map((candidate) => (
                  <option key={candidate.id} value={candidate.id}>
                    {candidate.name} ({candidate.country}, {candidate.locale})
                  </option>
                ))}
              </select>
            </label>
            <label>
              Locale
              <select
                value={state.locale ?? ''}
                onChange={(event) =>
                  reloadWith({
                    ...state,
                    locale: (event.target.value || undefined) as HarnessState['locale'],
                  })
                }
              >
                <option value="">Brand default ({brand.locale})</option>
                {locales.map((locale) => (
                  <option key={locale} value={locale}>
                    {locale}
                  </option>
                ))}
              </select>
            </label>
            <fieldset>
              <legend>Colour scheme</legend>
              {colorSchemeChoices.map(({ scheme, label }) => (
                <label key={label} className="harness__check">
                  <input
                    type="radio"
                    name={`${panelId}-color-scheme`}
                    checked={state.colorScheme === scheme}
                    onChange={() => reloadWith({ ...state, colorScheme: scheme })}
                  />
                  {label}
                </label>
              ))}
            </fieldset>
            <label>
              Persona
              <select value={state.persona ?? ''} onChange={(event) => signInAs(event.target.value)}>
                <option value="" disabled>
                  Choose at sign-in
                </option>
                {personas.map((persona) => (
                  <option key={persona.id} value={persona.id}>
                    {persona.label}
                  </option>
                ))}
              </select>
            </label>
            <label>
              Cookie consent
              <select
                value={state.consent ?? ''}
                onChange={(event) =>
                  reloadWith({
                    ...state,
                    consent: isConsentCode(event.target.value) ? event.target.value : undefined,
                  })
                }
              >
                <option value="">No answer yet</option>
                {consentCodes.map((code) => {
                  const { analytics, marketing } = consentFromCode(code)
                  return (
                    <option key={code} value={code}>
                      {code} (analytics {analytics ? 'yes' : 'no'}, marketing {marketing ? 'yes' : 'no'})
                    </option>
                  )
                })}
              </select>
            </label>
            <label>
              Volume
              <select
                value={state.volume}
                onChange={(event) => {
                  resetBrowserDatabase()
                  reloadWith({ ...state, volume: event.target.value as HarnessState['volume'] })
                }}
              >
                {volumes.map((volume) => (
                  <option key={volume} value={volume}>
                    {volume}
                  </option>
                ))}
              </select>
            </label>
            <ScenarioPicker
              chosen={state.scenarios}
              onChange={(scenarioIds) => reloadWith({ ...state, scenarios: scenarioIds })}
            />
            <FaultKindPicker
              onAdd={(id) =>
                reloadWith({
                  ...state,
                  scenarios: [...state.scenarios.filter((chosen) => chosen !== id), id],
                })
              }
            />
            {faultKindsChosen.length > 0 ? (
              <fieldset>
                <legend>Faults chosen</legend>
                <ul className="harness__links">
                  {faultKindsChosen.map((id) => (
                    <li key={id}>
                      {id}{' '}
                      <button
                        type="button"
                        aria-label={`Remove ${id}`}
                        onClick={() =>
                          reloadWith({
                            ...state,
                            scenarios: state.scenarios.filter((chosen) => chosen !== id),
                          })
                        }
                      >
                        Remove
                      </button>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ) : null}
            <fieldset>
              <legend>Feature flags</legend>
              {featureFlagNames.map((flag) => (
                <label key={flag} className="harness__check">
                  <input
                    type="checkbox"
                    checked={flags[flag]}
                    onChange={(event) => setFlag(flag, event.target.checked)}
                  />
                  {flag}
                </label>
              ))}
            </fieldset>
            <div className="harness__actions">
              <button type="button" onClick={() => void copyLink()}>
                {copied ? 'Link copied' : 'Copy link'}
              </button>
              <button type="button" onClick={reset}>
                Reset data
              </button>
              <button
                type="button"
                onClick={() => void onPlaceOrder().then(() => window.location.reload())}
                title="An order resets the storage period"
              >
                Place an order
              </button>
            </div>
            <fieldset>
              <legend>E-mail flows</legend>
              <ul className="harness__links">
                {emailLinks(state.persona).map((emailLink) => (
                  <li key={emailLink.label}>
                    <a
                      href={harnessLink(
                        state,
                        {
                          origin: window.location.origin,
                          pathname: emailLink.pathname,
                          search: new URLSearchParams(emailLink.search).toString(),
                        },
                        changedFlags(flags, defaultFlags),
                        clockOffsetMs,
                      )}
                    >
                      {emailLink.label}
                    </a>
                  </li>
                ))}
              </ul>
            </fieldset>
            <fieldset>
              <legend>Exports and archives</legend>
              {(
                [
                  ['Exports', data.exports],
                  ['Archives (the downloads page)', data.archives],
                ] as const
              ).map(([title, entries]) => (
                <details key={title}>
                  <summary>
                    {title} ({entries.length})
                  </summary>
                  <ul className="harness__links">
                    {entries.map((entry) => (
                      <li key={entry.label}>
                        <a href={dataHref(entry)}>{entry.label}</a>
                      </li>
                    ))}
                  </ul>
                </details>
              ))}
            </fieldset>
            <fieldset className="harness__clock">
              <legend>
                Mock time: {new Date(mockNow).toLocaleString('en-GB')}
                {clockOffsetMs > 0 ? ` (real time + ${formatClockOffset(clockOffsetMs)})` : ''}
              </legend>
              {clockSteps.map(([label, ms]) => (
                <button key={label} type="button" onClick={() => onMoveClock(ms)}>
                  {label}
                </button>
              ))}
              <button type="button" onClick={() => onMoveClock('now')}>
                Back to now
              </button>
            </fieldset>
            <output className="harness__link">{link(state)}</output>
          </>
        )}
      </div>
    </aside>
  )
}

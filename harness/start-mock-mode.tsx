import { decodeJwt } from 'jose'
import { createRoot } from 'react-dom/client'
import { placeOrder } from '../mocks/actions/place-order'
import { resetBrowserDatabase, startBrowserMocks } from '../mocks/browser'
import { saveClockOffset } from '../mocks/clock'
import { identityProviderPath } from '../mocks/identity/tokens'
import { readAccessToken, removeTokens } from '../src/app/platform/auth/token-store'
import type { StartMockMode } from '../src/app/platform/mock-mode'
import './harness.css'
import { HarnessPanel } from './harness-panel'
import {
  applyColorScheme,
  applyHarnessParams,
  clockOffsetFromParams,
  formatClockOffset,
  type HarnessState,
  harnessParams,
  loadHarnessState,
  saveHarnessState,
} from './harness-state'
import { IdentityProviderPage } from './identity-provider-page'
import { dataLinks } from './seeded-data'

/** Takes the state from the address (mock-reset=1 once), so a reload does not reset again. */
function takeResetParam(): boolean {
  const url = new URL(window.location.href)
  if (url.searchParams.get(harnessParams.reset) !== '1') return false
  url.searchParams.delete(harnessParams.reset)
  window.history.replaceState(null, '', url.href)
  return true
}

/** A link naming a persona signs in as that persona, even when another one is signed in here. */
function signOutOtherPersona(persona: string | undefined) {
  const token = readAccessToken()
  if (!token || !new URLSearchParams(window.location.search).has(harnessParams.persona)) return
  if (decodeJwt(token).persona !== persona) removeTokens(undefined)
}

/**
 * Mock mode: the harness state is read at once (its locale and colour scheme with it), then the mocks start, then
 * either the mock identity provider's pages or the app with the QA panel.
 */
export const startMockMode: StartMockMode = (context) => {
  if (takeResetParam()) resetBrowserDatabase()
  // A link's clock offset wins over the one the browser remembers, like the other mock-* parameters.
  const clockOffset = clockOffsetFromParams(window.location.search)
  if (clockOffset !== undefined) saveClockOffset(localStorage, clockOffset)
  const state = applyHarnessParams(loadHarnessState(), window.location.search)
  saveHarnessState(state)
  applyColorScheme(state.colorScheme, document.documentElement)
  signOutOtherPersona(state.persona)
  // After the caller's synchronous part, which asks for the messages before seeding the mocks holds the thread.
  const started = Promise.resolve().then(() => startMocks(context, state))
  return { localeOverride: state.locale, started }
}

async function startMocks(
  { config, render }: Parameters<StartMockMode>[0],
  state: HarnessState,
): Promise<{ pageHandled: boolean }> {
  const mocks = await startBrowserMocks({
    services: config.services,
    volume: state.volume,
    scenarioIds: state.scenarios,
  })

  const path = window.location.pathname
  if (path === `${identityProviderPath}/logout`) {
    saveHarnessState({ ...state, autoSignIn: false })
    const back = new URLSearchParams(window.location.search).get('post_logout_redirect_uri') ?? '/'
    window.location.replace(
      new URL(back, window.location.origin).origin === window.location.origin ? back : '/',
    )
    return { pageHandled: true }
  }
  if (path === `${identityProviderPath}/authorize`) {
    render(<IdentityProviderPage state={state} />)
    return { pageHandled: true }
  }

  const harnessElement = document.createElement('div')
  harnessElement.id = 'harness-root'
  document.body.append(harnessElement)
  const placeOrderAsSignedInUser = async () => {
    const token = readAccessToken()
    if (token) await placeOrder(mocks, decodeJwt(token).sub ?? '')
  }
  // The address's mock-clock follows, or the reload would take the clock back to the offset it names.
  const moveClock = (ms: number | 'now') => {
    const offset = ms === 'now' ? 0 : mocks.clock.offset() + ms
    saveClockOffset(localStorage, offset)
    const url = new URL(window.location.href)
    if (offset > 0) url.searchParams.set(harnessParams.clock, formatClockOffset(offset))
    else url.searchParams.delete(harnessParams.clock)
    window.location.replace(url.href)
  }
  createRoot(harnessElement).render(
    <HarnessPanel
      state={state}
      defaultFlags={config.featureFlags}
      onPlaceOrder={placeOrderAsSignedInUser}
      mockNow={mocks.clock.now()}
      clockOffsetMs={mocks.clock.offset()}
      onMoveClock={moveClock}
      data={dataLinks(mocks)}
    />,
  )
  return { pageHandled: false }
}

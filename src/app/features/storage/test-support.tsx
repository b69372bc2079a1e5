// Test-only helpers for this folder's component tests (not imported by the app).
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import type { FeatureFlags } from '#app/platform/feature-flags'
import { PlatformProvider, usePlatform } from '#app/platform/platform-context'
import { ToastProvider } from '#app/ui/toast/toast-provider'
import type { MockContext } from '../../../../mocks/context'
import { findScenarios } from '../../../../mocks/scenarios/registry'
import { renderWithPlatform } from '../../../../tests/render-with-platform'

function WithFlags({ flags, children }: { flags: Partial<FeatureFlags>; children: ReactNode }) {
  const platform = usePlatform()
  return (
    <PlatformProvider value={{ ...platform, flags: { ...platform.flags, ...flags } }}>
      {children}
    </PlatformProvider>
  )
}

/** Where the app is: tests read it to see a navigation happen. */
function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

/** Renders storage UI against the Node mocks with extra flags, toasts and a location probe. */
export function renderStorage(ui: ReactNode, ctx: MockContext, flags: Partial<FeatureFlags> = {}) {
  return renderWithPlatform(
    <WithFlags flags={flags}>
      <ToastProvider>
        {ui}
        <LocationProbe />
      </ToastProvider>
    </WithFlags>,
    ctx.services,
  )
}

/** The handlers of a QA scenario (e.g. storage:critical), to put in front of the baseline with server.use. */
export function scenarioHandlers(ctx: MockContext, id: string) {
  return findScenarios([id]).flatMap((scenario) => scenario.handlers(ctx))
}

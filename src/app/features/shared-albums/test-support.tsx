// Test-only helpers for the shared-album and order-prints component tests (not imported by the app).
import type { ReactNode } from 'react'
import { useLocation } from 'react-router'
import { identityFromAccessToken } from '#app/platform/auth/identity'
import { readAccessToken } from '#app/platform/auth/token-store'
import { type Platform, PlatformProvider, usePlatform } from '#app/platform/platform-context'
import { ToastProvider } from '#app/ui/toast/toast-provider'
import type { MockContext } from '../../../../mocks/context'
import { renderWithPlatform } from '../../../../tests/render-with-platform'

/** What a test changes of the platform renderWithPlatform gives (flags and config are merged, not replaced). */
export type PlatformPatch = Partial<Omit<Platform, 'flags' | 'config'>> & {
  flags?: Partial<Platform['flags']>
  config?: Partial<Platform['config']>
}

function Patched({ patch, children }: { patch: PlatformPatch; children: ReactNode }) {
  const platform = usePlatform()
  const token = readAccessToken()
  return (
    <PlatformProvider
      value={{
        ...platform,
        identity: token ? identityFromAccessToken(token) : null,
        ...patch,
        flags: { ...platform.flags, ...patch.flags },
        config: { ...platform.config, ...patch.config },
      }}
    >
      {children}
    </PlatformProvider>
  )
}

/** Where the app is: tests read it to see a navigation happen. */
function LocationProbe() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

/**
 * Renders against the Node mocks as the signed-in user (identity from the access token), with the patch, toasts and
 * a location probe.
 */
export function renderPatched(ui: ReactNode, ctx: MockContext, patch: PlatformPatch = {}, path?: string) {
  return renderWithPlatform(
    <Patched patch={patch}>
      <ToastProvider>
        {ui}
        <LocationProbe />
      </ToastProvider>
    </Patched>,
    ctx.services,
    path,
  )
}

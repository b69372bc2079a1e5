// A signed-in bench page: its own standalone mock server (one volume, optional scenarios), a browser context whose
// config.json points every service and the identity provider at it, and the real sign-in as a persona (the Consumer
// unless told otherwise).
import type { Browser, BrowserContext, CDPSession, Page } from '@playwright/test'
import type { MockContext } from '../../mocks/context'
import type { Volume } from '../../mocks/db/personas'
import { startMockHttpServer } from '../../mocks/http'
import { identityProviderPath } from '../../mocks/identity/tokens'
import { scaledMs } from '../support/machine-factor'
import { instrumentPage } from './in-page'
import { benchSeedEpoch } from './seed-day'

const desktop = { width: 1280, height: 800 }
/** The flags every bench session has on; a part can turn on more (`featureFlags`). */
const defaultFlags = { TimelineViewEnabled: true, AlbumViewEnabled: true }

export interface BenchSession {
  page: Page
  context: BrowserContext
  cdp: CDPSession
  mocks: MockContext
  close: () => Promise<void>
}

export async function openSession(
  browser: Browser,
  appOrigin: string,
  options: {
    volume: Volume
    scenarioIds?: string[]
    prepare?: (mocks: MockContext) => void | Promise<void>
    /** The persona's name on the identity provider's sign-in page (mocks/db/personas.ts `label`); 'Consumer'. */
    persona?: string
    /** 1280×800 unless told. */
    viewport?: { width: number; height: number }
    featureFlags?: Record<string, boolean>
    /** The photos screen's frame-by-frame watch (in-page.ts `instrumentPage`); off where only other figures count. */
    instrument?: boolean
    /**
     * The port of the mock server that a deployment's own config.json names (mobile-network.ts): the server is started
     * there, and config.json is not routed, so the browser's HTTP cache works as on a real deployment.
     */
    deploymentMockPort?: number
    /**
     * The origin the browser reaches that mock server by, when a TLS and HTTP/2 front stands before it
     * (mobile-network.ts), whose certificate the bench's browser trusts (front-certificate.ts).
     */
    deploymentMockOrigin?: string
  },
): Promise<BenchSession> {
  const mocks = await startMockHttpServer({
    host: '127.0.0.1',
    port: options.deploymentMockPort,
    volume: options.volume,
    epoch: benchSeedEpoch(),
    scenarioIds: options.scenarioIds ?? [],
    ...(options.deploymentMockOrigin ? { publicOrigin: options.deploymentMockOrigin } : {}),
  })
  await options.prepare?.(mocks.ctx)
  const context = await browser.newContext({ viewport: options.viewport ?? desktop })
  // tsx compiles with esbuild's keepNames, which wraps named functions in __name(); the page needs it too.
  await context.addInitScript({ content: 'globalThis.__name ??= (target) => target' })
  if (options.instrument !== false) await context.addInitScript(instrumentPage, new URL(appOrigin).host)
  // The deployment's config.json: every service and the identity provider on the standalone mock server. Playwright's
  // routing turns the HTTP cache off.
  if (options.deploymentMockPort === undefined)
    await context.route('**/config.json', (route) =>
      route.fulfill({
        json: {
          services: mocks.ctx.services,
          push: `${mocks.origin.replace('http', 'ws')}/push`,
          thirdParty: {},
          auth: {
            authority: `${mocks.origin}${identityProviderPath}`,
            clientId: 'account-area',
            scope: 'openid profile email',
          },
          featureFlags: { ...defaultFlags, ...options.featureFlags },
        },
      }),
    )
  const page = await context.newPage()
  page.setDefaultTimeout(scaledMs(30_000))
  await page.goto(`${appOrigin}/my-photos/photos`)
  await page.getByRole('link', { name: options.persona ?? 'Consumer', exact: true }).click()
  await page.getByRole('heading', { name: 'My photos' }).waitFor()
  const cdp = await context.newCDPSession(page)
  return {
    page,
    context,
    cdp,
    mocks: mocks.ctx,
    close: async () => {
      await context.close()
      mocks.server.closeAllConnections()
      mocks.server.close()
    },
  }
}

/** The page's JS heap after a full garbage collection, in MB (2^20 bytes). */
export async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  return Math.round((usedSize / 2 ** 20) * 10) / 10
}

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type * as ConsentStore from '#app/platform/consent/consent-store'
import type * as Reporter from './reporter'
import type * as TelemetryQueue from './telemetry-queue'

vi.mock('web-vitals', () => ({ onCLS: vi.fn(), onINP: vi.fn(), onLCP: vi.fn() }))

const sent: RequestInit[] = []
const failedCall = (n: number) =>
  ({
    kind: 'failed-call',
    call: {
      method: 'GET',
      loggablePath: '/orders/',
      kind: 'timeout',
      status: 0,
      operationId: 'getSuperorders',
      correlationId: `c-${n}`,
    },
  }) as const

// Fresh modules each test: test files share a worker (isolate: false), and events other files reported would still
// be waiting in the queue's module.
let resetConsent: typeof ConsentStore.resetConsent
let batchSize: typeof Reporter.batchSize
let startTelemetry: typeof Reporter.startTelemetry
let reportTelemetry: typeof TelemetryQueue.reportTelemetry

describe('the reporter', () => {
  beforeEach(async () => {
    vi.resetModules()
    ;({ resetConsent } = await import('#app/platform/consent/consent-store'))
    ;({ batchSize, startTelemetry } = await import('./reporter'))
    ;({ reportTelemetry } = await import('./telemetry-queue'))
    sent.length = 0
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        sent.push(init)
        return new Response('{}')
      }),
    )
  })
  afterEach(() => {
    vi.unstubAllGlobals()
    resetConsent()
  })

  it('sends what waited, in batches, without cookies, and the rest when the page is hidden', async () => {
    reportTelemetry(failedCall(0))
    const listening = startTelemetry({
      endpoint: 'https://collector.example/',
      release: 'r1',
      brand: 'printbloom-gb',
      locale: 'en-GB',
    })
    for (let n = 1; n < batchSize + 3; n++) reportTelemetry(failedCall(n))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' })
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('https://collector.example/v1/logs')
    expect(JSON.parse(String(sent[0]!.body)).resourceLogs[0].scopeLogs[0].logRecords).toHaveLength(batchSize)

    // Web Vitals are analytics: without consent they are not recorded.
    reportTelemetry({ kind: 'web-vital', name: 'LCP', value: 1200, rating: 'good', id: 'v1' })
    await listening
    const { onCLS, onINP, onLCP } = await import('web-vitals')
    for (const observe of [onCLS, onINP, onLCP]) expect(observe).toHaveBeenCalledOnce()
    expect(document.documentElement.dataset.reporting).toBe('on')
    window.dispatchEvent(new Event('pagehide'))
    expect(sent).toHaveLength(2)
    const rest = JSON.parse(String(sent[1]!.body)).resourceLogs[0].scopeLogs[0].logRecords
    expect(rest).toHaveLength(3)
    expect(JSON.stringify(rest)).not.toContain('web_vital')
  })
})

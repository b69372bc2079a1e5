import { telemetryTimeLimitMs } from '#app/api/time-limits'
import { currentConsent } from '#app/platform/consent/consent-store'
import { timeLimitedFetch } from '#app/platform/time-limited-fetch'
import { exportLogsRequest, logRecord, type OtlpLogRecord, type Reporter } from './otlp-logs'
import { listenForPageProblems } from './page-problems'
import { routeNameAt } from './route-name'
import { receiveTelemetry, type TelemetryEvent } from './telemetry-queue'

/**
 * A batch is sent when it reaches this many records, and whatever is left when the page is hidden or left; a record
 * made while the page is hidden goes at once.
 */
export const batchSize = 20

/**
 * Sends the app's events to the collector config.json names (`reporting.otlp`, OTLP/HTTP JSON to its `/v1/logs`),
 * decision 0034. Loaded after the first screen. Failures, uncaught errors and CSP violations are needed to run the
 * service and go always; Web Vitals are analytics and go only with the visitor's analytics consent. A request never
 * carries cookies (`credentials: 'omit'`): a collector under the shop's parent domain would otherwise receive the
 * token cookies, which is why this is a keepalive fetch and not `navigator.sendBeacon`.
 */
export function startTelemetry(options: Reporter & { endpoint: string }): Promise<void> {
  const url = `${options.endpoint.replace(/\/+$/, '')}/v1/logs`
  let records: OtlpLogRecord[] = []

  const send = () => {
    if (records.length === 0) return
    const body = JSON.stringify(exportLogsRequest(options, records))
    records = []
    timeLimitedFetch(
      url,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
        keepalive: true,
        credentials: 'omit',
      },
      telemetryTimeLimitMs,
      async () => undefined,
    ).catch(() => {
      // Nothing to tell the customer, and reporting the failure would only add to it.
    })
  }

  const add = (event: TelemetryEvent) => {
    if (event.kind === 'web-vital' && !currentConsent().analytics) return
    records.push(logRecord(event, routeNameAt(window.location.pathname), Date.now()))
    // Web Vitals give their final values once the page is hidden, some after the sending below has run.
    if (records.length >= batchSize || document.visibilityState === 'hidden') send()
  }

  receiveTelemetry(add)
  listenForPageProblems()
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send()
  })
  window.addEventListener('pagehide', send)
  // Resolves once Web Vitals are observed; the page says so, for operators and tests (`<html data-reporting="on">`).
  return import('web-vitals').then(({ onCLS, onINP, onLCP }) => {
    const vital = (metric: { name: string; value: number; rating: string; id: string }) =>
      add({ kind: 'web-vital', name: metric.name, value: metric.value, rating: metric.rating, id: metric.id })
    onLCP(vital)
    onCLS(vital)
    onINP(vital)
    document.documentElement.dataset.reporting = 'on'
  })
}

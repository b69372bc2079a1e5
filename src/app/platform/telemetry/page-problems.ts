import { reportTelemetry } from './telemetry-queue'

/**
 * Uncaught errors and CSP violations, from the moment the reporter starts (the entry stays without it: the 150 KB of
 * docs/requirements/budgets.md#budgets-entry-js). A blocked URL is reported by its origin only: its path or query
 * could carry anything.
 */
export function listenForPageProblems(): void {
  window.addEventListener('error', (event) => {
    const error = event.error instanceof Error ? event.error : undefined
    reportTelemetry({
      kind: 'uncaught-error',
      type: error?.name ?? 'Error',
      message: error?.message ?? event.message,
      stack: error?.stack,
    })
  })
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason
    reportTelemetry({
      kind: 'uncaught-error',
      type: reason instanceof Error ? reason.name : 'UnhandledRejection',
      message: reason instanceof Error ? reason.message : String(reason),
      stack: reason instanceof Error ? reason.stack : undefined,
    })
  })
  document.addEventListener('securitypolicyviolation', (event) => {
    const blocked = URL.parse(event.blockedURI)
    reportTelemetry({
      kind: 'csp-violation',
      directive: event.effectiveDirective,
      blockedOrigin: blocked ? blocked.origin : event.blockedURI.slice(0, 40),
    })
  })
}

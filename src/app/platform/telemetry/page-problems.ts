import { reportTelemetry } from './telemetry-queue'

/**
 * The browsers' notice that a ResizeObserver's callback changed the layout it observes, so some notifications wait
 * for the next frame ('ResizeObserver loop completed with undelivered notifications.', Chromium's older 'loop limit
 * exceeded'). It arrives as an error event with no error, but nothing failed: the notifications are delivered then.
 */
export function isResizeObserverLoopNotice(message: string | undefined): boolean {
  return message?.startsWith('ResizeObserver loop') ?? false
}

/**
 * Uncaught errors and CSP violations, from the moment the reporter starts (the entry stays without it: the 150 KB of
 * docs/requirements/budgets.md#budgets-entry-js). A blocked URL is reported by its origin only: its path or query
 * could carry anything.
 */
export function listenForPageProblems(): void {
  window.addEventListener('error', (event) => {
    if (isResizeObserverLoopNotice(event.message)) return
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

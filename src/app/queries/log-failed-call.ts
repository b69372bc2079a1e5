/**
 * Logs a failed call once, and reports it (failed-call-log.ts). That code loads when a call first fails, not before
 * the first thumbnails (.size-limit.cjs); if it cannot load (the network gone), the failure is the device's, which
 * is not logged anyway (decision 0058).
 */
export function logFailedCall(failure: unknown): void {
  import('./failed-call-log').then(
    ({ logFailedCallNow }) => logFailedCallNow(failure),
    () => undefined,
  )
}

export function logError(message: string, details?: Record<string, unknown>): void {
  console.error(`[account-area] ${message}`, details ?? {})
}

/**
 * How long the 'Adding … photos to editor...' overlay shows at least
 * (docs/requirements/order-prints.md#order-prints-transfer).
 */
export const minimumOverlayMs = 3_000

/**
 * The work's result, but not before `ms` have passed since the call. A failure is not held back: the overlay
 * closes and the toast shows as soon as the work fails.
 */
export async function atLeast<T>(work: Promise<T>, ms: number): Promise<T> {
  const [value] = await Promise.all([work, new Promise<void>((resolve) => setTimeout(resolve, ms))])
  return value
}

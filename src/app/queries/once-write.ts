import { offlineWriteWaitMs } from '#app/api/time-limits'
import { isOnline, OfflineError } from '#app/platform/network-status'
import { asWriteAttempt, outcomeUnknown } from './write-attempt-scope'

/**
 * Offline, the write waits for the network (when-online.ts, loaded after the first screen, as the router preloads it):
 * should that code not have come before the network went, the write fails at once with OfflineError.
 */
const waitForTheNetwork = () =>
  import('#app/platform/when-online').then(
    ({ whenOnline }) => whenOnline(offlineWriteWaitMs),
    () => {
      throw new OfflineError('The browser is offline')
    },
  )

/** Variables as compared between two asks; undefined for what JSON cannot hold. */
export function jsonOf(variables: unknown): string | undefined {
  try {
    return JSON.stringify(variables) ?? 'undefined'
  } catch {
    return undefined
  }
}

/**
 * A write as one attempt (decisions 0058, 0060): offline, it waits for the network first, bounded by
 * offlineWriteWaitMs; asked again for the same variables after a failure whose outcome is unknown, it is the same
 * attempt, its requests carrying the same Idempotency-Keys, so a service that applied the first copy drops this one.
 * The core of useOnceMutation, and of onceWrite.
 */
export function asAttempts<A extends [unknown, ...unknown[]], T>(
  write: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  let unsettled: { variables: string; id: string } | null = null
  return async (...args) => {
    if (!isOnline()) await waitForTheNetwork()
    const json = jsonOf(args[0])
    const id = json !== undefined && unsettled?.variables === json ? unsettled.id : crypto.randomUUID()
    unsettled = json === undefined ? null : { variables: json, id }
    try {
      const data = await asWriteAttempt(id, () => write(...args))
      unsettled = null
      return data
    } catch (error) {
      if (!outcomeUnknown(error)) unsettled = null
      throw error
    }
  }
}

/**
 * A write sent once however often it is asked, outside a component (useOnceMutation is the component's): while the
 * write for the same variables is in flight, asking again answers with the call under way and sends nothing; and each
 * call is one attempt (asAttempts). For writes that outlive the screen that asked: a widget's deletion sent after its
 * undo window, the library's activation, an archive download.
 */
export function onceWrite<V, T>(write: (variables: V) => Promise<T>): (variables: V) => Promise<T> {
  const attempt = asAttempts((variables: V) => write(variables))
  const inFlight = new Map<string, Promise<T>>()
  return (variables) => {
    const json = jsonOf(variables)
    const running = json === undefined ? undefined : inFlight.get(json)
    if (running) return running
    const call = attempt(variables)
    if (json === undefined) return call
    const settled = call.finally(() => inFlight.delete(json))
    inFlight.set(json, settled)
    return settled
  }
}

import { asAttempts, jsonOf } from './use-once-mutation'

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

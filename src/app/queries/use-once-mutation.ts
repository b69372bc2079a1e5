import {
  type DefaultError,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { offlineWriteWaitMs } from '#app/api/time-limits'
import { isOnline, OfflineError, useOnline } from '#app/platform/network-status'
import { asWriteAttempt, outcomeUnknown } from './write-attempt-scope'

export interface OnceSettings<TVariables> {
  /**
   * For a form's save: asked again for exactly what has just succeeded (the same JSON variables), it sends nothing and
   * answers as before, until the variables change. A second press that came just after the answer sent a second PUT.
   * A function names the part of the variables that counts: the fields, not the entity tag the save moved on.
   */
  sameAgainIsDone?: boolean | ((variables: TVariables) => unknown)
}

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
 * The core of useOnceMutation, and of onceWrite (once-write.ts) for writes outside a component.
 */
export function asAttempts<A extends [unknown, ...unknown[]], T>(
  write: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  // Per variables, the attempt of a write whose outcome is not known yet: several may run at once (onceWrite), and
  // one settling must not make another's repeat a new attempt.
  const unsettled = new Map<string, string>()
  return async (...args) => {
    if (!isOnline()) await waitForTheNetwork()
    const json = jsonOf(args[0])
    const id = (json !== undefined && unsettled.get(json)) || crypto.randomUUID()
    if (json !== undefined) unsettled.set(json, id)
    try {
      const data = await asWriteAttempt(id, () => write(...args))
      if (json !== undefined) unsettled.delete(json)
      return data
    } catch (error) {
      if (json !== undefined && !outcomeUnknown(error)) unsettled.delete(json)
      throw error
    }
  }
}

/**
 * useMutation that sends its write once however often it is asked to: while a call is in flight (from the first
 * click, before React has rendered the pending state), `mutate` does nothing and `mutateAsync` answers with the
 * call already under way. Mutations are never retried: a write the service may have applied is not sent again
 * (docs/architecture.md, "Exactly once"). Asked while the browser is offline, the write waits, pending, for the
 * network, and fails with OfflineError after offlineWriteWaitMs (decision 0058): react-query's own pause had no limit.
 * That failure is forgotten when the network comes back.
 */
export function useOnceMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TOnMutateResult = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
  settings: OnceSettings<TVariables> = {},
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  const done = useRef<{ variables: string; data: TData } | null>(null)
  const write = options.mutationFn
  // One attempt memory for the mutation's life (asAttempts), sending whichever mutationFn is current.
  const writing = useRef(write)
  writing.current = write
  // Called only while a mutationFn is given (sendWhenOnline below).
  const [attempts] = useState(() =>
    asAttempts((...args: Parameters<NonNullable<typeof write>>) => writing.current!(...args)),
  )
  const sendWhenOnline: typeof write = write && attempts
  // The repeat still runs the mutation's course (pending, success, its callbacks), so the form says 'saved' again.
  const { sameAgainIsDone } = settings
  const whatCounts =
    typeof sameAgainIsDone === 'function' ? sameAgainIsDone : (variables: TVariables) => variables
  const answeredAgain: typeof write =
    sameAgainIsDone && sendWhenOnline
      ? async (...args) => {
          const variables = jsonOf(whatCounts(args[0]))
          const before = done.current
          if (variables !== undefined && before?.variables === variables) return before.data
          const data = await sendWhenOnline(...args)
          done.current = variables === undefined ? null : { variables, data }
          return data
        }
      : sendWhenOnline
  const mutation = useMutation({ ...options, mutationFn: answeredAgain, retry: false, networkMode: 'always' })
  const inFlight = useRef<Promise<TData> | null>(null)
  const { mutateAsync: send, error, reset } = mutation
  // A write that gave up waiting for the network sent nothing: once the network is back its failure goes, and what
  // the customer typed is still in the form to send again.
  const online = useOnline()
  useEffect(() => {
    if (online && error instanceof OfflineError) reset()
  }, [online, error, reset])

  type Arguments = Parameters<typeof send>
  const mutateAsync = useCallback(
    (...args: Arguments) => {
      if (inFlight.current) return inFlight.current
      const call = send(...args).finally(() => {
        inFlight.current = null
      })
      inFlight.current = call
      return call
    },
    [send],
  )
  const mutate = useCallback(
    (...args: Arguments) => {
      // The failure reaches onError and the mutation's state; the promise's rejection is not a second report.
      mutateAsync(...args).catch(() => undefined)
    },
    [mutateAsync],
  )
  return { ...mutation, mutate, mutateAsync }
}

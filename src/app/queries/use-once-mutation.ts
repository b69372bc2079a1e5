import {
  type DefaultError,
  type MutateOptions,
  type UseMutationOptions,
  type UseMutationResult,
  useMutation,
} from '@tanstack/react-query'
import { useCallback, useRef } from 'react'

/**
 * useMutation that sends its write once however often it is asked to: while a call is in flight (from the first
 * click, before React has rendered the pending state), `mutate` does nothing and `mutateAsync` answers with the
 * call already under way. Mutations are never retried: a write the service may have applied is not sent again
 * (docs/architecture.md, "Exactly once").
 */
export function useOnceMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TOnMutateResult = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  const mutation = useMutation({ ...options, retry: false })
  const inFlight = useRef<Promise<TData> | null>(null)
  const { mutateAsync: send } = mutation

  const mutateAsync = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TOnMutateResult>) => {
      if (inFlight.current) return inFlight.current
      const call = send(variables, callOptions).finally(() => {
        inFlight.current = null
      })
      inFlight.current = call
      return call
    },
    [send],
  )
  const mutate = useCallback(
    (variables: TVariables, callOptions?: MutateOptions<TData, TError, TVariables, TOnMutateResult>) => {
      // The failure reaches onError and the mutation's state; the promise's rejection is not a second report.
      mutateAsync(variables, callOptions).catch(() => undefined)
    },
    [mutateAsync],
  )
  return { ...mutation, isPending: mutation.isPending || inFlight.current !== null, mutate, mutateAsync }
}

import { useEffect, useMemo } from 'react'
import { logError } from '#app/platform/logger'
import { usePlatform } from '#app/platform/platform-context'
import { type OrderPrintsSetup, orderPrintsSetup } from './order-prints-setup'

/** The setup of this storefront and deployment; a setup problem is logged once per screen. */
export function useOrderPrintsSetup(): OrderPrintsSetup {
  const { flags, brand, config } = usePlatform()
  const setup = useMemo(
    () => orderPrintsSetup(flags.OrderPrintsEnabled, brand, config.printsEditorUrl),
    [flags.OrderPrintsEnabled, brand, config.printsEditorUrl],
  )
  const problem = setup.kind === 'unavailable' ? setup.problem : undefined
  useEffect(() => {
    if (problem) logError(problem)
  }, [problem])
  return setup
}

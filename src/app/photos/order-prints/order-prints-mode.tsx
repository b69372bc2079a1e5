import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { useSelection } from '#app/photos/selection/selection-context'
import type { OrderPrintsSetup } from './order-prints-setup'
import { useOrderPrintsSetup } from './use-order-prints-setup'

export interface OrderPrintsMode {
  setup: OrderPrintsSetup
  /** Order-prints mode: the selection goes to the prints editor instead of the selection toolbar's actions. */
  active: boolean
  /** Enters order-prints mode, keeping what is selected (selection mode starts if it has not). */
  start: () => void
}

const OrderPrintsContext = createContext<OrderPrintsMode | null>(null)

/**
 * Order-prints mode of a photo list; inside a SelectionProvider, whose selection it orders. Leaving selection mode
 * (the list's Cancel) leaves order-prints mode too.
 */
export function OrderPrintsProvider({ children }: { children: ReactNode }) {
  const selection = useSelection()
  const setup = useOrderPrintsSetup()
  const [ordering, setOrdering] = useState(false)
  useEffect(() => {
    if (!selection.selecting) setOrdering(false)
  }, [selection.selecting])
  const startSelecting = selection.start
  const value = useMemo<OrderPrintsMode>(
    () => ({
      setup,
      active: ordering && selection.selecting && setup.kind === 'ready',
      start: () => {
        startSelecting()
        setOrdering(true)
      },
    }),
    [setup, ordering, selection.selecting, startSelecting],
  )
  return <OrderPrintsContext.Provider value={value}>{children}</OrderPrintsContext.Provider>
}

export function useOrderPrintsMode(): OrderPrintsMode {
  const mode = useContext(OrderPrintsContext)
  if (!mode) throw new Error('useOrderPrintsMode is used outside OrderPrintsProvider')
  return mode
}

import { createContext, type ReactNode, useContext, useMemo, useReducer } from 'react'
import { initialSelection, type RangeOutcome, selectionReducer } from './selection-state'

export interface Selection {
  selecting: boolean
  selected: ReadonlySet<string>
  start: () => void
  /** Leaves selection mode and forgets the selection (Cancel, or after a bulk action). */
  stop: () => void
  toggle: (photoId: string) => void
  setMany: (photoIds: readonly string[], chosen: boolean) => void
  /** Where a Shift-click's range starts (selection-state.ts), or null. */
  anchor: string | null
  rangePending: boolean
  lastRange: RangeOutcome | null
  rangeStarted: () => void
  /** Chooses (or lets go) a range's photos in one change, `to` becoming the anchor. */
  applyRange: (photoIds: readonly string[], chosen: boolean, to: string) => void
  rangeFailed: () => void
}

const SelectionContext = createContext<Selection | null>(null)

/** `selecting` starts selection mode at once (a photo picker). */
export function SelectionProvider({
  children,
  selecting: startSelecting = false,
}: {
  children: ReactNode
  selecting?: boolean
}) {
  const [state, dispatch] = useReducer(selectionReducer, startSelecting, initialSelection)
  // The actions never change, so effects that hold one (Escape leaving selection mode) are not set up again.
  const actions = useMemo(
    () => ({
      start: () => dispatch({ type: 'start' }),
      stop: () => dispatch({ type: 'stop' }),
      toggle: (photoId: string) => dispatch({ type: 'toggle', photoId }),
      setMany: (photoIds: readonly string[], chosen: boolean) =>
        dispatch({ type: 'setMany', photoIds, chosen }),
      rangeStarted: () => dispatch({ type: 'rangeStarted' }),
      applyRange: (photoIds: readonly string[], chosen: boolean, to: string) =>
        dispatch({ type: 'rangeApplied', photoIds, chosen, to }),
      rangeFailed: () => dispatch({ type: 'rangeFailed' }),
    }),
    [],
  )
  const value = useMemo<Selection>(() => ({ ...state, ...actions }), [state, actions])
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>
}

export function useSelection(): Selection {
  const selection = useContext(SelectionContext)
  if (!selection) throw new Error('useSelection is used outside SelectionProvider')
  return selection
}

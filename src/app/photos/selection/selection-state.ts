/** What a range did, for the counter to say once: how many photos it chose (or let go) that were not so before. */
export interface RangeOutcome {
  changed: number
  chosen: boolean
}

export interface SelectionState {
  selecting: boolean
  selected: ReadonlySet<string>
  /**
   * Where a Shift-click's range starts: the last photo chosen or let go one at a time, or the end of the last range
   * (decision 0035). A month's Select all leaves it where it was.
   */
  anchor: string | null
  /** A range whose photos are being asked for; a second Shift-click waits for it. */
  rangePending: boolean
  /** The last range, until the selection changes in another way. */
  lastRange: RangeOutcome | null
}

export type SelectionAction =
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'toggle'; photoId: string }
  | { type: 'setMany'; photoIds: readonly string[]; chosen: boolean }
  | { type: 'rangeStarted' }
  | { type: 'rangeApplied'; photoIds: readonly string[]; chosen: boolean; to: string }
  | { type: 'rangeFailed' }

export function initialSelection(selecting: boolean): SelectionState {
  return { selecting, selected: new Set(), anchor: null, rangePending: false, lastRange: null }
}

/** The selection with `photoIds` chosen or let go, and how many of them that changed. */
function withMany(selected: ReadonlySet<string>, photoIds: readonly string[], chosen: boolean) {
  const next = new Set(selected)
  for (const id of photoIds) {
    if (chosen) next.add(id)
    else next.delete(id)
  }
  return { next, changed: Math.abs(next.size - selected.size) }
}

export function selectionReducer(state: SelectionState, action: SelectionAction): SelectionState {
  switch (action.type) {
    case 'start':
      return { ...state, selecting: true }
    case 'stop':
      return initialSelection(false)
    case 'toggle': {
      const next = new Set(state.selected)
      if (next.has(action.photoId)) next.delete(action.photoId)
      else next.add(action.photoId)
      return { ...state, selected: next, anchor: action.photoId, lastRange: null }
    }
    case 'setMany':
      return {
        ...state,
        selected: withMany(state.selected, action.photoIds, action.chosen).next,
        lastRange: null,
      }
    case 'rangeStarted':
      return { ...state, rangePending: true }
    case 'rangeApplied': {
      // A range that comes back after Cancel selects nothing.
      if (!state.selecting) return state
      const { next, changed } = withMany(state.selected, action.photoIds, action.chosen)
      return {
        ...state,
        selected: next,
        anchor: action.to,
        rangePending: false,
        lastRange: { changed, chosen: action.chosen },
      }
    }
    case 'rangeFailed':
      return { ...state, rangePending: false }
  }
}

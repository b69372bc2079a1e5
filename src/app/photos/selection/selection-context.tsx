import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react'

/** A list's Shift-click: chooses (or lets go) every photo from the anchor to this one (decision 0035). */
export type ExtendRange = (photoId: string) => void

/** What a range did, for the counter to say once: how many photos it chose (or let go) that were not so before. */
export interface RangeOutcome {
  changed: number
  chosen: boolean
}

/** A range's state, for the selection toolbar: its photos being asked for, or what the last one did. */
export interface RangeStatus {
  pending: boolean
  last: RangeOutcome | null
}

/**
 * The selection's place for ranges. A list that offers them fills `extend` while selection mode lasts (their code
 * loads with it: range-selection.ts, which also keeps `status` and tells `listeners`); the rest of the time, and in
 * lists without ranges, it stays empty and a Shift-click chooses one photo. A plain object held by the selection, so
 * none of this code is in the JS before the first thumbnails (.size-limit.cjs).
 */
export interface RangeSlot {
  extend: ExtendRange | null
  /** The list offers ranges: a Shift-click before their code has arrived waits for it (`queued`). */
  offered?: boolean
  queued?: string
  status?: RangeStatus
  listeners?: Set<() => void>
}

export interface Selection {
  selecting: boolean
  selected: ReadonlySet<string>
  start: () => void
  /** Leaves selection mode and forgets the selection (Cancel, or after a bulk action). */
  stop: () => void
  toggle: (photoId: string) => void
  /** Chooses or lets go of many photos in one change; with `anchor`, that photo becomes the anchor (a range's end). */
  setMany: (photoIds: readonly string[], chosen: boolean, anchor?: string) => void
  /**
   * Where a Shift-click's range starts: the last photo chosen or let go one at a time, or the end of the last range
   * (decision 0035). A month's Select all leaves it where it was; leaving selection mode forgets it.
   */
  anchor: () => string | null
  /** Where a list that offers ranges puts its Shift-click, and the range's state (RangeSlot above). */
  rangeSlot: RangeSlot
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
  const [selecting, setSelecting] = useState(startSelecting)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  // Read when a range starts, never rendered: a ref, so choosing a photo renders nothing more than before.
  const anchor = useRef<string | null>(null)
  const rangeSlot = useRef<RangeSlot>({ extend: null }).current
  const value = useMemo<Selection>(
    () => ({
      selecting,
      selected,
      start: () => setSelecting(true),
      stop: () => {
        anchor.current = null
        setSelecting(false)
        setSelected(new Set())
      },
      toggle: (photoId) => {
        anchor.current = photoId
        setSelected((current) => {
          const next = new Set(current)
          if (next.has(photoId)) next.delete(photoId)
          else next.add(photoId)
          return next
        })
      },
      setMany: (photoIds, chosen, to) => {
        if (to !== undefined) anchor.current = to
        setSelected((current) => {
          const next = new Set(current)
          for (const id of photoIds) {
            if (chosen) next.add(id)
            else next.delete(id)
          }
          return next
        })
      },
      anchor: () => anchor.current,
      rangeSlot,
    }),
    [selecting, selected, rangeSlot],
  )
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>
}

export function useSelection(): Selection {
  const selection = useContext(SelectionContext)
  if (!selection) throw new Error('useSelection is used outside SelectionProvider')
  return selection
}

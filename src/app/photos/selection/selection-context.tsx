import { createContext, type ReactNode, useContext, useMemo, useState } from 'react'

export interface Selection {
  selecting: boolean
  selected: ReadonlySet<string>
  start: () => void
  /** Leaves selection mode and forgets the selection (Cancel, or after a bulk action). */
  stop: () => void
  toggle: (photoId: string) => void
  setMany: (photoIds: readonly string[], chosen: boolean) => void
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
  const value = useMemo<Selection>(
    () => ({
      selecting,
      selected,
      start: () => setSelecting(true),
      stop: () => {
        setSelecting(false)
        setSelected(new Set())
      },
      toggle: (photoId) =>
        setSelected((current) => {
          const next = new Set(current)
          if (next.has(photoId)) next.delete(photoId)
          else next.add(photoId)
          return next
        }),
      setMany: (photoIds, chosen) =>
        setSelected((current) => {
          const next = new Set(current)
          for (const id of photoIds) {
            if (chosen) next.add(id)
            else next.delete(id)
          }
          return next
        }),
    }),
    [selecting, selected],
  )
  return <SelectionContext.Provider value={value}>{children}</SelectionContext.Provider>
}

export function useSelection(): Selection {
  const selection = useContext(SelectionContext)
  if (!selection) throw new Error('useSelection is used outside SelectionProvider')
  return selection
}

import {
  Children,
  createContext,
  isValidElement,
  type Key,
  type ReactElement,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { doubleClickMs } from '../exactly-once/double-click'

/** Whether the record around is leaving: it stays in place, faded and inert, for the double-click interval. */
export const RecordLeaving = createContext(false)

export interface ShownRecord {
  key: Key
  element: ReactElement
  leaving: boolean
}

interface Leaving {
  element: ReactElement
  index: number
}

/**
 * The records to show: the children, and for the double-click interval each record that has just left, where it
 * was. A record that leaves at a click (an optimistic removal, a deletion that succeeded) would otherwise let the
 * next one slide under the pointer, and a double-click's second press would act on that one.
 * docs/decisions/0029-exactly-once.md
 */
export function useLeavingRecords(children: ReactNode): ShownRecord[] {
  const current = Children.toArray(children).filter(isValidElement)
  const [leaving, setLeaving] = useState<ReadonlyMap<Key, Leaving>>(() => new Map())
  const shown = withLeaving(current, leaving)
  const lastShown = useRef<ShownRecord[]>([])
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>())

  useLayoutEffect(() => {
    const previous = lastShown.current
    lastShown.current = shown
    const currentKeys = new Set(current.map(keyOf))
    const back = [...leaving.keys()].filter((key) => currentKeys.has(key))
    const gone = previous.filter((record) => !record.leaving && !currentKeys.has(record.key))
    // A whole new set of records (another page) is no removal among the rest: nothing slides under the pointer.
    const someStay = previous.some((record) => currentKeys.has(record.key))
    if (back.length === 0 && (gone.length === 0 || !someStay)) return
    const next = new Map(leaving)
    for (const key of back) next.delete(key)
    if (someStay) {
      for (const record of gone)
        next.set(record.key, { element: record.element, index: previous.indexOf(record) })
      const timer = setTimeout(() => {
        timers.current.delete(timer)
        setLeaving((now) => {
          const after = new Map(now)
          for (const record of gone) after.delete(record.key)
          return after
        })
      }, doubleClickMs)
      timers.current.add(timer)
    }
    setLeaving(next)
  })
  useEffect(() => {
    const pending = timers.current
    return () => {
      for (const timer of pending) clearTimeout(timer)
    }
  }, [])
  return shown
}

function keyOf(element: ReactElement): Key {
  return element.key ?? ''
}

function withLeaving(current: ReactElement[], leaving: ReadonlyMap<Key, Leaving>): ShownRecord[] {
  const shown: ShownRecord[] = current.map((element) => ({ key: keyOf(element), element, leaving: false }))
  const present = new Set(shown.map((record) => record.key))
  const waiting = [...leaving.entries()]
    .filter(([key]) => !present.has(key))
    .sort(([, a], [, b]) => a.index - b.index)
  for (const [key, { element, index }] of waiting) {
    shown.splice(Math.min(index, shown.length), 0, { key, element, leaving: true })
  }
  return shown
}

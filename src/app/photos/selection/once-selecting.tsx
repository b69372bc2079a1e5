import { type ReactNode, Suspense, useState } from 'react'
import { useSelection } from './selection-context'

/**
 * A photo screen's selection toolbar, loaded lazily: nothing until selection mode first starts, then its children
 * (in Suspense while their code arrives), kept mounted after: a deletion waiting in its Undo window, or a download
 * under way, outlives selection mode (decision 0028).
 */
export function OnceSelecting({ children }: { children: ReactNode }) {
  const { selecting } = useSelection()
  const [started, setStarted] = useState(selecting)
  if (selecting && !started) setStarted(true)
  return started ? <Suspense fallback={null}>{children}</Suspense> : null
}

import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { leftAlone, matches } from '#app/ui/keys'
import { helpKey, type SheetScreens } from './keys'

// The sheet and its rendering load on the first `?`.
const ShortcutSheet = lazy(() =>
  import('./shortcut-sheet').then((module) => ({ default: module.ShortcutSheet })),
)

/**
 * `?` opens the keyboard-shortcut sheet of the screen in front (issue 28): not while typing in a field, with Ctrl,
 * Alt or Meta held, or while a dialog is open over the screen. Gives the sheet to render while it is open.
 */
export function useShortcutSheet(screens: SheetScreens): ReactNode {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matches(event, helpKey) || leftAlone(event)) return
      event.preventDefault()
      setOpen(true)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
  return (
    open && (
      <Suspense fallback={null}>
        <ShortcutSheet screens={screens} onClose={() => setOpen(false)} />
      </Suspense>
    )
  )
}

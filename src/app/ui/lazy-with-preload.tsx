import { type ComponentProps, type ComponentType, lazy, useState } from 'react'

/**
 * A component whose code loads when it is first wanted, with `preload` to ask for it ahead of the press (on pointer
 * enter or focus of what opens it). Once the code is there it is drawn at once, in the render that wants it: lazy()
 * alone suspends on its first render even then. Which of the two it uses is fixed when it mounts, so it never
 * remounts and loses what was typed. Render it inside a Suspense boundary for the case that still loads.
 */
export function lazyWithPreload<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined
  const loadOnce = () =>
    load().then((component) => {
      loaded = component
      return component
    })
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })))
  function Preloadable(props: ComponentProps<ComponentType<Props>>) {
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy)
    return <Component {...props} />
  }
  /** A failure is left to the render, which meets it through lazy(). */
  const preload = () => void loadOnce().catch(() => undefined)
  return { Component: Preloadable, preload }
}

import { type ComponentType, type ReactNode, useEffect, useState } from 'react'

/**
 * A part of the page whose code loads once the page has rendered: drawn as `whileLoading` until its code has come,
 * then as itself, in an ordinary update. Not lazy() in a Suspense boundary: React reveals a boundary that showed its
 * fallback no sooner than 300 ms after the last fallback appeared anywhere (react-dom's FALLBACK_THROTTLE_MS), so the
 * shell's status banner, its code in the cache, was drawn 300 ms after its data had come, as a business customer's
 * largest paint (docs/decisions/0066-lazy-parts-without-suspense.md). A failure to load is thrown from the render, to
 * the nearest error boundary, as lazy() does.
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined
  let loading: Promise<ComponentType<Props>> | undefined
  const loadOnce = () => {
    loading ??= load().then((component) => {
      loaded = component
      return component
    })
    return loading
  }
  function LazyPart({ whileLoading = null, ...props }: Props & { whileLoading?: ReactNode }) {
    const [state, setState] = useState<{ component?: ComponentType<Props>; failure?: unknown }>(() => ({
      component: loaded,
    }))
    // Asked for in the render that first wants it, as lazy() does, not a frame later in the effect.
    if (!state.component) loadOnce().catch(() => undefined)
    useEffect(() => {
      if (state.component) return
      let wanted = true
      loadOnce().then(
        (component) => wanted && setState({ component }),
        (failure: unknown) => wanted && setState({ failure }),
      )
      return () => {
        wanted = false
      }
    }, [state.component])
    if ('failure' in state) throw state.failure
    const Component = state.component
    return Component ? <Component {...(props as unknown as Props)} /> : whileLoading
  }
  return LazyPart
}

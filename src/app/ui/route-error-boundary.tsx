import { Component, createContext, type ReactNode, useContext } from 'react'
import { useLocation } from 'react-router'

const RouteFailure = createContext<unknown>(undefined)

/** What made the page fail (a render error, or its code that did not load), for the error page inside the boundary. */
export const useRouteFailure = () => useContext(RouteFailure)

interface BoundaryProps {
  /** The address's history key: a failure is the page's at that address; going elsewhere draws the new page. */
  at: string
  fallback: ReactNode
  children: ReactNode
}

interface BoundaryState {
  failure?: { error: unknown; at?: string }
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = {}

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failure: { error } }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    if (!state.failure) return null
    if (state.failure.at === undefined) return { failure: { ...state.failure, at: props.at } }
    return state.failure.at === props.at ? null : { failure: undefined }
  }

  override render() {
    const { failure } = this.state
    if (!failure) return this.props.children
    return <RouteFailure value={failure.error}>{this.props.fallback}</RouteFailure>
  }
}

/**
 * An area's error boundary (router.tsx): a page that failed to render or whose code did not come shows `fallback`
 * (ui/route-error.tsx) in place of the area, until the customer goes to another address.
 */
export function RouteErrorBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const { key } = useLocation()
  return (
    <Boundary at={key} fallback={fallback}>
      {children}
    </Boundary>
  )
}

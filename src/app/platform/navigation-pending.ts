/**
 * Whether the router is between a navigation's start and its history entry (a lazy page still loading). A dialog
 * that closes takes its own history entry back only when none is (ui/modal/use-back-closes.ts): going back while a
 * navigation is pending would cancel that navigation.
 */
let pending = false

export function isNavigationPending(): boolean {
  return pending
}

/** The router tells this module (router.tsx subscribes it); nothing else writes here. */
export function watchNavigation(router: {
  state: { navigation: { state: string } }
  subscribe: (listener: (state: { navigation: { state: string } }) => void) => () => void
}): () => void {
  pending = router.state.navigation.state !== 'idle'
  return router.subscribe((state) => {
    pending = state.navigation.state !== 'idle'
  })
}

/** An entry of the tag-manager data layer that the analytics scripts (loaded only with analytics consent) read. */
interface SignInEvent {
  event: 'login'
  userId: string
}

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

/**
 * Notes who signed in for tracking (docs/requirements/sign-in.md#sign-in-request): the subject, never a token, goes
 * into the data layer, where an analytics script finds it only if the customer consented to analytics and the script
 * was loaded.
 */
export function noteSubjectForTracking(subject: string, target: Window = window): void {
  if (!subject) return
  target.dataLayer ??= []
  target.dataLayer.push({ event: 'login', userId: subject } satisfies SignInEvent)
}

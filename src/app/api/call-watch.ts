/**
 * Who watches the service calls as they are sent: the composition root (main.tsx) hands in the watch of the first
 * screen's calls (platform/first-calls.ts), so api/ imports nothing of platform/, as with the tokens (token-source.ts).
 */
type CallWatch = (request: Request, answer: Promise<Response>) => void

let watch: CallWatch | undefined

export function watchCalls(next: CallWatch | undefined): void {
  watch = next
}

/** Tells the watch of a request just sent and its answer to come. */
export function noteCall(request: Request, answer: Promise<Response>): void {
  watch?.(request, answer)
}

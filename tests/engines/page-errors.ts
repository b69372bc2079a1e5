// What went wrong in a document, recorded inside it, alike in every engine: console errors, uncaught errors and
// rejections, files that failed to load, and Content-Security-Policy violations. Kept per document, so a document
// being left takes its own errors along (Firefox rejects a leaving page's calls and module loads in flight, and
// delivers what that page then logs after the next page has begun: nothing a customer sees).

declare global {
  interface Window {
    __journeyErrors?: string[]
  }
}

/** Runs in the page (self-contained): records from now on into window.__journeyErrors, once per document. */
export function recordPageErrors() {
  if (window.__journeyErrors) return
  const errors: string[] = []
  window.__journeyErrors = errors
  const text = (arg: unknown) => {
    if (arg instanceof Error) return `${arg.name}: ${arg.message}`
    try {
      return typeof arg === 'object' && arg !== null ? JSON.stringify(arg) : String(arg)
    } catch {
      return String(arg)
    }
  }
  const consoleError = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    errors.push(args.map(text).join(' '))
    consoleError(...args)
  }
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as (Element & { src?: string; href?: string }) | null
      if (target && target !== (window as unknown as EventTarget) && 'tagName' in target) {
        errors.push(`failed to load ${target.tagName.toLowerCase()} ${target.src || target.href || ''}`)
      } else if (!event.message?.startsWith('ResizeObserver loop')) {
        // Not the notice that some ResizeObserver notifications wait for the next frame: nothing failed
        // (isResizeObserverLoopNotice, src/app/platform/telemetry/page-problems.ts, which the app does not report).
        errors.push(`page error: ${event.message}`)
      }
    },
    true,
  )
  window.addEventListener('unhandledrejection', (event) => errors.push(`page error: ${String(event.reason)}`))
  document.addEventListener('securitypolicyviolation', (event) =>
    errors.push(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`),
  )
}

/** Runs in the page: what the document recorded, emptied as it is read. */
export function takePageErrors(): string[] {
  return window.__journeyErrors?.splice(0) ?? []
}

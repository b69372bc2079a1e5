import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useOnline } from '#app/platform/network-status'
import { usePrimaryContentShown } from '#app/platform/primary-content'
import './toast.css'

/** info and success are announced politely (role=status); an error at once (role=alert). */
export type ToastKind = 'info' | 'success' | 'error'

export interface ToastOptions {
  kind?: ToastKind
  /** How long the toast stays; default 5 s, as other toasts (docs/requirements/constants.md#constants-timings). */
  durationMs?: number
}

export interface Toasts {
  /** Shows a toast and answers its id. */
  show: (message: ReactNode, options?: ToastOptions) => string
  dismiss: (id: string) => void
}

/** Toasts other than the download ones close after 5 s (docs/requirements/constants.md#constants-timings). */
export const defaultToastDurationMs = 5_000

export interface ToastEntry {
  id: string
  message: ReactNode
  kind: ToastKind
  durationMs: number
}

const ToastContext = createContext<Toasts | null>(null)

/** The toast API of the nearest ToastProvider. */
export function useToasts(): Toasts {
  const toasts = useContext(ToastContext)
  if (!toasts) throw new Error('useToasts is used outside ToastProvider')
  return toasts
}

let nextId = 0

/**
 * Holds the toasts and renders their region. Mount it once, high in the tree (inside IntlProvider); a provider
 * inside another one only passes its children through, so a page may wrap itself safely.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const outer = useContext(ToastContext)
  if (outer) return children
  return <ToastRoot>{children}</ToastRoot>
}

function ToastRoot({ children }: { children: ReactNode }) {
  const [entries, setEntries] = useState<ToastEntry[]>([])
  const dismiss = useCallback((id: string) => {
    setEntries((current) => current.filter((entry) => entry.id !== id))
  }, [])
  const show = useCallback((message: ReactNode, options: ToastOptions = {}) => {
    nextId += 1
    const id = `toast-${nextId}`
    const entry: ToastEntry = {
      id,
      message,
      kind: options.kind ?? 'info',
      durationMs: options.durationMs ?? defaultToastDurationMs,
    }
    setEntries((current) => [...current, entry])
    return id
  }, [])
  const api = useMemo<Toasts>(() => ({ show, dismiss }), [show, dismiss])
  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastRegion entries={entries} onDismiss={dismiss} />
    </ToastContext.Provider>
  )
}

/** A toast's message alone, should the toast's code fail to load (the network gone): what happened is still said. */
function MessageOnly({ entry }: { entry: ToastEntry }) {
  return (
    <div className={`toast toast--${entry.kind}`} role={entry.kind === 'error' ? 'alert' : 'status'}>
      <p className="toast__message">{entry.message}</p>
    </div>
  )
}

/** Said, without a close button or a timer, for as long as the browser is offline. */
const offlineNotice: ToastEntry = {
  id: 'offline',
  message: <FormattedMessage id="offline.notice" />,
  kind: 'info',
  durationMs: 0,
}

/**
 * A toast's code (its timer, its pausing, its close button) loads once the page's main content is there, not before
 * the first thumbnails (.size-limit.cjs); a toast shown sooner waits for it.
 */
const loadToast = () => import('./toast').catch(() => ({ default: MessageOnly }))
const Toast = lazy(loadToast)

/**
 * The toasts' landmark. The polite list is a live region that is always in the page (a region added together
 * with its text is often not announced); each info toast in it has role=status. Errors have role=alert, which
 * screen readers announce as soon as it is added. Empty lists carry no role, so they never stand in for a
 * status or an alert of the page.
 */
function ToastRegion({ entries, onDismiss }: { entries: ToastEntry[]; onDismiss: (id: string) => void }) {
  const intl = useIntl()
  const ready = usePrimaryContentShown(window.location.pathname)
  const online = useOnline()
  useEffect(() => {
    if (ready) void loadToast()
  }, [ready])
  const label = intl.formatMessage({ id: 'toast.region' })
  const polite = entries.filter((entry) => entry.kind !== 'error')
  const errors = entries.filter((entry) => entry.kind === 'error')
  return (
    <section className="toast-region" aria-label={label}>
      <div className="toast-region__list">
        {errors.map((entry) => (
          <Suspense key={entry.id} fallback={null}>
            <Toast entry={entry} onDismiss={onDismiss} />
          </Suspense>
        ))}
      </div>
      <div className="toast-region__list" aria-live="polite" aria-relevant="additions text">
        {/* Offline, reads and writes wait for the network (decision 0058): said for as long as it lasts. */}
        {online ? null : <MessageOnly entry={offlineNotice} />}
        {polite.map((entry) => (
          <Suspense key={entry.id} fallback={null}>
            <Toast entry={entry} onDismiss={onDismiss} />
          </Suspense>
        ))}
      </div>
    </section>
  )
}

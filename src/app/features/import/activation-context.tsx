import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { useIntl } from 'react-intl'
import { usePlatform } from '#app/platform/platform-context'
import { logFailedCall } from '#app/queries/log-failed-call'
import { useActivationCalls, useActivationStatus } from '#app/queries/photos/activation'
import { useRefreshPhotoLibrary } from '#app/queries/photos/timeline'
import { useToasts } from '#app/ui/toast/toast-provider'
import type { ActivationController, ActivationState } from './activation-controller'

interface ActivationContextValue {
  /** null until it is needed: its code and the push client load on first use. */
  controller: ActivationController | null
  /** Loads the controller (the QR tab listens for imports). */
  require: () => void
}

const ActivationContext = createContext<ActivationContextValue | null>(null)

const idle: ActivationState = { phase: 'idle', isActivationInProgress: false, latest: undefined }
const noSubscription = () => () => {}

/**
 * The library's activation (import) for the page below it: GET /users/activate on arrival; a NOT_ACTIVE library is
 * activated and an IMPORTING one watched (docs/requirements/adding-photos.md#adding-photos-activation). When the import
 * ends with ACTIVE, all library data is refreshed.
 */
export function ActivationProvider({ children }: { children: ReactNode }) {
  const { config } = usePlatform()
  const calls = useActivationCalls()
  const refreshLibrary = useRefreshPhotoLibrary()
  const toasts = useToasts()
  const intl = useIntl()
  const status = useActivationStatus().data
  const [needed, setNeeded] = useState(false)
  const [controller, setController] = useState<ActivationController | null>(null)
  const onActive = useRef(() => {})
  onActive.current = () => {
    refreshLibrary()
    toasts.show(intl.formatMessage({ id: 'import.activation.done' }), { kind: 'success' })
  }

  useEffect(() => {
    if (status === 'NOT_ACTIVE' || status === 'IMPORTING') setNeeded(true)
  }, [status])

  useEffect(() => {
    if (!needed) return
    let created: ActivationController | undefined
    let cancelled = false
    void Promise.all([import('./activation-controller'), import('#app/platform/push/push-client')]).then(
      ([{ createActivationController }, { openPushConnection }]) => {
        if (cancelled) return
        created = createActivationController({
          fetchStatus: calls.fetchStatus,
          activate: calls.activate,
          openPush: async () => openPushConnection({ url: config.push }),
          onActive: () => onActive.current(),
          onError: logFailedCall,
        })
        setController(created)
      },
    )
    return () => {
      cancelled = true
      created?.dispose()
      setController(null)
    }
  }, [needed, calls, config.push])

  useEffect(() => {
    if (controller && status) controller.watch(status)
  }, [controller, status])

  const value = useMemo(() => ({ controller, require: () => setNeeded(true) }), [controller])
  return <ActivationContext.Provider value={value}>{children}</ActivationContext.Provider>
}

export function useActivation(): ActivationContextValue {
  const value = useContext(ActivationContext)
  if (!value) throw new Error('useActivation is used outside ActivationProvider')
  return value
}

/** The activation state; idle until the controller has loaded. */
export function useActivationState(): ActivationState {
  const { controller } = useActivation()
  return useSyncExternalStore(controller?.subscribe ?? noSubscription, controller?.getState ?? (() => idle))
}

import { useEffect } from 'react'

/**
 * The account area's notification state resets after 10 seconds
 * (docs/requirements/shell-and-menu.md#shell-notifications); the photo library's own toasts keep their 5 s
 * (docs/requirements/constants.md#constants-timings).
 */
export const notificationResetMs = 10_000

/** Calls `reset` 10 s after `shown` became true: an inline 'saved' message goes, as a notification would. */
export function useNotificationReset(shown: boolean, reset: () => void) {
  useEffect(() => {
    if (!shown) return
    const timer = setTimeout(reset, notificationResetMs)
    return () => clearTimeout(timer)
  }, [shown, reset])
}

/** The options of an account page's success toast. */
export const successNotification = { kind: 'success', durationMs: notificationResetMs } as const

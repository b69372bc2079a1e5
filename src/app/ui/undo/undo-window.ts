/**
 * The undo window of an optimistic deletion (decisions 0028 and 0019): what was deleted has already left the screen;
 * the request waits `windowMs` and is then sent, unless Undo comes first. One deletion waits at a time: starting
 * another sends the waiting one at once, and so does leaving the page (`sendAll`) or the tab (`pagehide`).
 * The window pauses while the customer is on its Undo (pointer or focus), so it can be reached from the keyboard.
 */

import { whenScopesLeft } from './undo-scope'
import { forgetWaiting, rememberWaiting, type Waiting } from './waiting-about'

/** How long a deletion can be undone before it is sent. */
export const undoWindowMs = 5_000

export type { Waiting } from './waiting-about'

interface Entry {
  /** Sends the deletion; `leaving` when the page or tab is going, so the request should outlive it. */
  send: (leaving: boolean) => void
  /** Brings what was deleted back, sending nothing. */
  restore: () => void
  /** Tells the screen the window closed either way (its Undo toast goes). */
  onClosed?: () => void
  /** What the deletion is about (an album's photos), for a screen that may make it pointless (waiting-about.ts). */
  subject?: string
}

let waiting: {
  entry: Entry
  handle: Waiting
  settle: (how: 'sent' | 'undone' | 'dropped', leaving: boolean) => void
} | null = null
let listening = false

function onPageHide() {
  sendWaiting(true)
}

// Leaving the screens that offer Undo sends what waits: the customer can no longer take it back there.
whenScopesLeft(() => sendWaiting())

/** Sends the waiting deletion now (another deletion starts, the page or tab is left). */
export function sendWaiting(leaving = false): void {
  waiting?.settle('sent', leaving)
}

/** Whether a deletion is waiting in its window. */
export function isWaiting(): boolean {
  return waiting !== null
}

/** Starts the window of one deletion; a deletion already waiting is sent first. */
export function startUndoWindow(entry: Entry, windowMs = undoWindowMs): Waiting {
  sendWaiting()
  if (!listening && typeof window !== 'undefined') {
    window.addEventListener('pagehide', onPageHide)
    listening = true
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  let remaining = windowMs
  let startedAt = 0
  let done = false
  const run = () => {
    startedAt = Date.now()
    timer = setTimeout(() => settle('sent', false), remaining)
  }
  const settle = (how: 'sent' | 'undone' | 'dropped', leaving: boolean) => {
    if (done) return
    done = true
    clearTimeout(timer)
    if (waiting?.handle === handle) waiting = null
    forgetWaiting(handle)
    if (how === 'sent') entry.send(leaving)
    else if (how === 'undone') entry.restore()
    entry.onClosed?.()
  }
  const handle: Waiting = {
    undo: () => {
      if (done) return false
      settle('undone', false)
      return true
    },
    sendNow: () => settle('sent', false),
    pause: () => {
      if (done || timer === undefined) return
      clearTimeout(timer)
      timer = undefined
      remaining = Math.max(0, remaining - (Date.now() - startedAt))
    },
    resume: () => {
      if (done || timer !== undefined) return
      run()
    },
    drop: () => settle('dropped', false),
  }
  waiting = { entry, handle, settle }
  rememberWaiting(entry.subject, handle)
  run()
  return handle
}

import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { scaledMs } from './support/machine-factor'

afterEach(() => {
  cleanup()
})

// findBy… and waitFor wait for a state, not a duration: Testing Library's 1 s default is a duration that a busy
// 2-core machine overruns (an export page's three requests took longer under load). Waits end as soon as the state
// is there, so a generous ceiling costs nothing when the machine is idle.
configure({ asyncUtilTimeout: scaledMs(10_000) })

// jsdom has no <dialog> methods yet; the app's Modal relies on them.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.show = HTMLDialogElement.prototype.showModal
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute('open')) return
    this.removeAttribute('open')
    this.dispatchEvent(new Event('close'))
  }
}

// jsdom lays nothing out, so it has no ResizeObserver; a bar's size is then never reported (ui/toast/toasts-above.ts).
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
}

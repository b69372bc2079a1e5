import type { PushMessage } from './messages'

type Listener = (message: PushMessage) => void

/** Messages for a user's open push connections: services send, the push channel's handler delivers. */
export interface PushBus {
  send: (userSub: string, message: PushMessage) => void
  subscribe: (userSub: string, listener: Listener) => () => void
}

export function createPushBus(): PushBus {
  const listeners = new Map<string, Set<Listener>>()
  return {
    send(userSub, message) {
      for (const listener of listeners.get(userSub) ?? []) listener(message)
    },
    subscribe(userSub, listener) {
      const own = listeners.get(userSub) ?? new Set<Listener>()
      own.add(listener)
      listeners.set(userSub, own)
      return () => own.delete(listener)
    },
  }
}

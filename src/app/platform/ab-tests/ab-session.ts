const storageKey = 'abSessionId'

/** The visitor's A/B session id: kept per host, so a visitor stays in the same variant. */
export function abSessionId(storage: Storage = window.localStorage): string {
  const stored = storage.getItem(storageKey)
  if (stored) return stored
  const id = crypto.randomUUID()
  storage.setItem(storageKey, id)
  return id
}

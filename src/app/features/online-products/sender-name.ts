/** Where the last sender name of the share form is remembered (this browser only). */
export const senderNameStorageKey = 'widgetShare.senderName'

/** The sender name last used to share, or '' (unreadable storage counts as none). */
export function readSenderName(storage: Storage | undefined): string {
  try {
    return storage?.getItem(senderNameStorageKey) ?? ''
  } catch {
    return ''
  }
}

/** Remembers the sender name for the next share; storage that cannot be written is ignored. */
export function rememberSenderName(storage: Storage | undefined, name: string): void {
  try {
    storage?.setItem(senderNameStorageKey, name)
  } catch {
    // Nothing to do: the form then starts empty next time.
  }
}

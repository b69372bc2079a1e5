/** Whether local storage can be read and written: browsers blocking site data throw on access or on setItem. */
export function localStorageUsable(): boolean {
  try {
    const storage = window.localStorage
    const probe = '__storage-probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return true
  } catch {
    return false
  }
}

import { isApiError } from '#app/api/api-error'

/**
 * A change the service refused with 412 because what it was made on had been changed elsewhere meanwhile (another
 * tab, another device, customer care): nothing was saved. `current` is the data as it now is, read again, so the
 * screen can show it beside what the customer typed (decision 0059). The refused call is the cause, for the log.
 */
export class ChangedElsewhereError<T> extends Error {
  constructor(
    readonly current: T,
    options: { cause: unknown },
  ) {
    super('Changed elsewhere', options)
    this.name = 'ChangedElsewhereError'
  }
}

export function isChangedElsewhere<T>(error: unknown): error is ChangedElsewhereError<T> {
  return error instanceof ChangedElsewhereError
}

/**
 * Sends a conditional write; when the service answers 412, reads the current data (`readCurrent`) and fails with
 * ChangedElsewhereError carrying it. Should that read fail too, the 412 itself is the failure.
 */
export async function refusingStaleWrites<Data, Current>(
  write: () => Promise<Data>,
  readCurrent: () => Promise<Current>,
): Promise<Data> {
  try {
    return await write()
  } catch (error) {
    if (!isApiError(error) || error.status !== 412) throw error
    const current = await readCurrent().catch(() => {
      throw error
    })
    throw new ChangedElsewhereError(current, { cause: error })
  }
}

/** The If-Match header of a change made on data with this entity tag (none when the service sent no tag). */
export const ifMatch = (entityTag: string | undefined) => (entityTag ? { 'If-Match': entityTag } : {})

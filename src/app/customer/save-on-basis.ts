import { isChangedElsewhere } from '#app/queries/changed-elsewhere'
import { conflictingFields } from '#app/ui/form/conflicting-fields'

/** What a form was filled from: its values, and the entity tag a save on them sends as If-Match (decision 0059). */
export interface FormBasis<Values> {
  values: Values
  entityTag: string | undefined
}

/** The fields changed elsewhere to something other than what was typed, with the values saved now. */
export interface FieldConflict<Values> {
  fields: (keyof Values)[]
  current: Values
}

/**
 * Sends a form's save on the data it was filled from (decision 0059). Refused as changed elsewhere, the data as it
 * now is becomes the basis (`onSeen`: the next Save replaces it, now that it is shown). With fields in conflict the
 * refusal stands and `onConflict` names them; with none, nothing of the form was changed elsewhere, and the save
 * goes again at once on the current data.
 */
export async function saveOnBasis<Data, Current, Values extends object>({
  basis,
  typed,
  fields,
  send,
  basisOf,
  onSeen,
  onConflict,
}: {
  basis: FormBasis<Values>
  typed: Values
  fields: readonly (keyof Values)[]
  send: (entityTag: string | undefined) => Promise<Data>
  /** The basis the service's current data gives. */
  basisOf: (current: Current) => FormBasis<Values>
  onSeen: (basis: FormBasis<Values>) => void
  onConflict: (conflict: FieldConflict<Values>) => void
}): Promise<Data> {
  try {
    return await send(basis.entityTag)
  } catch (error) {
    if (!isChangedElsewhere<Current>(error)) throw error
    const seen = basisOf(error.current)
    const conflicts = conflictingFields(fields, { basis: basis.values, typed, current: seen.values })
    onSeen(seen)
    if (conflicts.length > 0) {
      onConflict({ fields: conflicts, current: seen.values })
      throw error
    }
    return send(seen.entityTag)
  }
}

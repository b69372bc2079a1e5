/** A field's value as compared: text trimmed, nothing and empty alike. */
const comparable = (value: unknown) => (typeof value === 'string' ? value.trim() : (value ?? ''))

/**
 * The fields of a form that someone else changed (the current value is not the one the form was filled from) to
 * something other than what the customer typed: what a save refused as changed elsewhere has to show (decision
 * 0059). None means the customer's save overwrites nobody's change, and may go again on the current data.
 */
export function conflictingFields<Values extends object>(
  fields: readonly (keyof Values)[],
  { basis, typed, current }: { basis: Values; typed: Values; current: Values },
): (keyof Values)[] {
  return fields.filter(
    (field) =>
      comparable(current[field]) !== comparable(basis[field]) &&
      comparable(current[field]) !== comparable(typed[field]),
  )
}

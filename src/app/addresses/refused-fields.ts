import { refusedFieldsOf } from '#app/api/refused-fields'
import { serviceMessages } from './address-schema'

export type RefusableField = keyof typeof serviceMessages

/**
 * The address fields a service refused in a 400, by the spec's messages in its details
 * (docs/requirements/addresses.md#addresses-validation).
 */
export const refusedFields = (error: unknown): RefusableField[] => refusedFieldsOf(error, serviceMessages)

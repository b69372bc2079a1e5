import { refusedFieldsOf } from '#app/api/refused-fields'
import { serviceMessages } from './address-schema'

export type RefusableField = keyof typeof serviceMessages

/** The address fields a service refused in a 400, by the spec's messages in its details (account-area §5). */
export const refusedFields = (error: unknown): RefusableField[] => refusedFieldsOf(error, serviceMessages)

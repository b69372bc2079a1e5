// zod/mini, as every schema in the app: the full zod adds about 18 kB gzip to each page using it (issue 18).
import { z } from 'zod/mini'
import { checkPhoneNumber, phoneNumberMessageId } from '#app/addresses/phone-check'
import { optionalText, requiredText } from '#app/ui/form/text-rules'

/** Message ids of the personal details form's checks (the phone number's is the address kit's). */
export const personalDetailsMessages = {
  firstName: 'personalDetails.error.firstName',
  lastName: 'personalDetails.error.lastName',
  companyName: 'personalDetails.error.companyName',
  tooLong: 'personalDetails.error.tooLong',
  phoneNumber: phoneNumberMessageId,
} as const

const required = (message: string, max: number) => requiredText(message, max, personalDetailsMessages.tooLong)
const optional = (max: number) => optionalText(max, personalDetailsMessages.tooLong)

/**
 * The personal details (the contract's CustomerDetails): names required, a phone number optional but dialable
 * (national numbers of the storefront's country, or international), and for business customers the company.
 */
export function personalDetailsSchema({ country, isB2b }: { country: string; isB2b: boolean }) {
  return z.object({
    firstName: required(personalDetailsMessages.firstName, 100),
    lastName: required(personalDetailsMessages.lastName, 100),
    phoneNumber: optional(30).check(
      z.refine((phone) => phone === '' || checkPhoneNumber(phone, country), {
        error: personalDetailsMessages.phoneNumber,
      }),
    ),
    companyName: isB2b ? required(personalDetailsMessages.companyName, 200) : z.string(),
    vatNumber: optional(20),
    chamberOfCommerceNumber: optional(20),
  })
}

export type PersonalDetailsValues = z.input<ReturnType<typeof personalDetailsSchema>>
export type PersonalDetails = z.output<ReturnType<typeof personalDetailsSchema>>

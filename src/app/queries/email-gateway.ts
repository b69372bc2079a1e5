import { mutationOptions } from '@tanstack/react-query'
import { createClientFor } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'

export interface SubscriptionConfirmation {
  email: string
  confirmationToken: string
}

/**
 * Confirms a newsletter subscription from the opt-in e-mail's link. The call is public (spec §7 "without token"):
 * its client is anonymous, so a signed-in visitor's bearer token is never sent with it.
 */
export function confirmSubscriptionMutation(emailGatewayUrl: string) {
  const client = createClientFor('email-gateway', emailGatewayUrl, { anonymous: true })
  return mutationOptions({
    mutationFn: ({ email, confirmationToken }: SubscriptionConfirmation) =>
      dataOf(
        client.POST('/api/v1/Profiles/{email}/subscription/confirm/{confirmationToken}', {
          params: { path: { email, confirmationToken } },
        }),
      ),
  })
}

import { mutationOptions } from '@tanstack/react-query'
import { createClientFor } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import { usePlatform } from '#app/platform/platform-context'
import { useOnceMutation } from './use-once-mutation'

export interface SubscriptionConfirmation {
  email: string
  confirmationToken: string
}

/**
 * Confirms a newsletter subscription from the opt-in e-mail's link. The call is public
 * (docs/requirements/services.md#services-email-gateway: "without token"):
 * its client is anonymous, so a signed-in visitor's bearer token is never sent with it. The client is made for the
 * one call, not with every render of the page.
 */
export function confirmSubscriptionMutation(emailGatewayUrl: string) {
  return mutationOptions({
    mutationFn: ({ email, confirmationToken }: SubscriptionConfirmation) =>
      dataOf(
        createClientFor('email-gateway', emailGatewayUrl, { anonymous: true }).POST(
          '/api/v1/Profiles/{email}/subscription/confirm/{confirmationToken}',
          {
            params: { path: { email, confirmationToken } },
          },
        ),
      ),
  })
}

/** Confirms a newsletter subscription (public: no bearer token is sent). */
export function useConfirmSubscription() {
  return useOnceMutation(confirmSubscriptionMutation(usePlatform().config.services['email-gateway']))
}

import { mutationOptions } from '@tanstack/react-query'
import type { ServiceClient } from '#app/api/clients'
import { dataOf } from '#app/api/create-service-client'
import type { Identity } from '#app/platform/auth/identity'
import { useServiceClient } from './service-clients'
import { useOnceMutation } from './use-once-mutation'

/** Who the identity service knows the signed-in customer as (claims idp_type and idp_sub of the access token). */
export interface IdentityPath {
  idpType: string
  idpSub: string
}

/** The identity service's path for the signed-in customer; null when the token does not carry both claims. */
export function identityPathOf(identity: Identity | null): IdentityPath | null {
  return identity?.idpType && identity.idpSub ? { idpType: identity.idpType, idpSub: identity.idpSub } : null
}

/** Confirms a pending e-mail change with the token from the e-mail (204; 404 for an unknown or used token). */
export function confirmEmailChangeMutation(client: ServiceClient<'identity'>) {
  return mutationOptions({
    mutationFn: async ({ identity, token }: { identity: IdentityPath; token: string }) => {
      await dataOf(
        client.POST('/v2/identities/{idpType}/{idpSub}/emailchanges/{token}/actions/confirm', {
          params: { path: { ...identity, token } },
        }),
      )
    },
  })
}

/** Confirms a pending account deletion with the token from the e-mail (204; 404 for an unknown or used token). */
export function confirmAccountDeletionMutation(client: ServiceClient<'identity'>) {
  return mutationOptions({
    mutationFn: async ({ identity, token }: { identity: IdentityPath; token: string }) => {
      await dataOf(
        client.POST('/v2/identities/{idpType}/{idpSub}/deleteaccount/{id}/actions/confirm', {
          params: { path: { ...identity, id: token } },
        }),
      )
    },
  })
}

/** What a confirmation link from an e-mail confirms. */
export type IdentityConfirmation = 'changeEmail' | 'deleteAccount'

/** Confirms a pending e-mail change or account deletion with the token from the e-mail's link. */
export function useConfirmIdentity(confirmation: IdentityConfirmation) {
  const client = useServiceClient('identity')
  return useOnceMutation(
    confirmation === 'changeEmail'
      ? confirmEmailChangeMutation(client)
      : confirmAccountDeletionMutation(client),
  )
}

/**
 * Asks for an e-mail change (202): the service e-mails a confirmation link to the new address. 409 means the address
 * is already in use, 429 too many requests (docs/requirements/email-change.md#email-change-conflict).
 */
export function requestEmailChangeMutation(client: ServiceClient<'identity'>) {
  return mutationOptions({
    mutationFn: async ({
      identity,
      email,
      channel,
    }: {
      identity: IdentityPath
      email: string
      channel: string
    }) => {
      await dataOf(
        client.POST('/v2/identities/{idpType}/{idpSub}/emailchanges', {
          params: { path: identity },
          body: { email, channel },
        }),
      )
    },
  })
}

/** Asks for an e-mail change. */
export function useRequestEmailChange() {
  return useOnceMutation(requestEmailChangeMutation(useServiceClient('identity')))
}

/**
 * Starts an account deletion (documented as GET, really POST with the storefront's channel,
 * docs/requirements/services.md#services-identity): the service
 * e-mails a confirmation link; the account is deleted only when that link is opened.
 */
export function requestAccountDeletionMutation(client: ServiceClient<'identity'>) {
  return mutationOptions({
    mutationFn: async ({ identity, channel }: { identity: IdentityPath; channel: string }) => {
      await dataOf(
        client.POST('/v2/identities/{idpType}/{idpSub}/deleteaccount', {
          params: { path: identity },
          body: { channel },
        }),
      )
    },
  })
}

/** Starts an account deletion. */
export function useRequestAccountDeletion() {
  return useOnceMutation(requestAccountDeletionMutation(useServiceClient('identity')))
}

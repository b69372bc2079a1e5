import { delay, getResponse, HttpResponse, http } from 'msw'
import { operationIndex as contentOperations } from '../../src/generated/content.operations'
import { operationIndex as customersOperations } from '../../src/generated/customers.operations'
import { operationIndex as identityOperations } from '../../src/generated/identity.operations'
import type { MockContext } from '../context'
import { customersHandlers } from '../handlers/customers'
import { mswPath, type OperationIndex, problem, requestHandlers } from '../handlers/operation'
import { faultHandlers, type Scenario, statusFaultKind } from './scenario'

/** A handler that answers one documented operation with a given error status, message and headers. */
function operationAnswer(
  ctx: MockContext,
  service: string,
  index: OperationIndex,
  operationId: string,
  status: number,
  message: string,
  headers: Record<string, string> = {},
  details?: string[],
) {
  const { method, path } = index[operationId]!
  return http[method](mswPath(ctx.services[service]!, path), () => {
    const response = problem(status, message, details)
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
    return response
  })
}

/**
 * The first call of one documented operation is done by the service, but its answer is lost on the way (the
 * connection drops): the app cannot know whether it was done. Only a repeat with the same Idempotency-Key is
 * answered as the first was, without doing it twice (decision 0060).
 */
function answerLostOnce(ctx: MockContext, operationId: 'createAddress') {
  const { method, path } = customersOperations[operationId]!
  return http[method](
    mswPath(ctx.services.customers!, path),
    async ({ request }) => {
      await getResponse(requestHandlers(customersHandlers(ctx)), request)
      return HttpResponse.error()
    },
    { once: true },
  )
}

/** QA presets for this group's services (faults, states). */
export const accountScenarios: Scenario[] = [
  {
    id: 'faults:customer-load',
    label: 'Loading the customer (settings, shell) answers 500',
    group: 'Faults',
    handlers: faultHandlers('customers', ['getCustomer']),
    fault: { service: 'customers', kind: statusFaultKind(500) },
  },
  {
    id: 'faults:customer-save',
    label: 'Saving personal details answers 500',
    group: 'Faults',
    handlers: faultHandlers('customers', ['updateCustomer']),
    fault: { service: 'customers', kind: statusFaultKind(500) },
  },
  {
    id: 'faults:ftp-integration-save',
    label: 'Saving the FTP integration answers 500',
    group: 'Faults',
    handlers: faultHandlers('customers', ['updateFtpIntegration']),
    fault: { service: 'customers', kind: statusFaultKind(500) },
  },
  {
    id: 'faults:address-save',
    label: 'Adding or changing an address answers 500',
    group: 'Faults',
    handlers: faultHandlers('customers', ['createAddress', 'updateAddress']),
    fault: { service: 'customers', kind: statusFaultKind(500) },
  },
  {
    id: 'faults:address-add-answer-lost',
    label: 'Adding an address is done, but its first answer is lost on the way',
    group: 'Faults',
    handlers: (ctx) => [answerLostOnce(ctx, 'createAddress')],
    fault: { service: 'customers', kind: 'answer lost' },
    offContract: 'a lost answer is no answer at all, which no document describes',
  },
  {
    id: 'faults:payment-method-save',
    label: 'Saving the payment method answers 500',
    group: 'Faults',
    handlers: faultHandlers('customers', ['updatePaymentMethod']),
    fault: { service: 'customers', kind: statusFaultKind(500) },
  },
  {
    id: 'faults:addresses-load',
    label: 'Loading the address book answers 500',
    group: 'Faults',
    handlers: faultHandlers('customers', ['listAddresses']),
    fault: { service: 'customers', kind: statusFaultKind(500) },
  },
  {
    id: 'address:refused',
    label: 'Adding or changing an address answers 400: postal code and street number refused',
    group: 'Account',
    exclusiveSet: 'Saving an address',
    handlers: (ctx) =>
      (['createAddress', 'updateAddress'] as const).map((operationId) =>
        operationAnswer(
          ctx,
          'customers',
          customersOperations,
          operationId,
          400,
          'The address is not valid',
          {},
          ['Postal Code must be valid', 'Street number must be valid'],
        ),
      ),
  },
  {
    id: 'address:book-full',
    label: 'Adding an address answers 409: the address book is full',
    group: 'Account',
    exclusiveSet: 'Saving an address',
    handlers: (ctx) => [
      operationAnswer(
        ctx,
        'customers',
        customersOperations,
        'createAddress',
        409,
        'An address book holds at most 20 addresses',
      ),
    ],
  },
  {
    id: 'faults:address-delete',
    label: 'Deleting an address answers 500',
    group: 'Faults',
    handlers: faultHandlers('customers', ['deleteAddress']),
    fault: { service: 'customers', kind: statusFaultKind(500) },
  },
  {
    id: 'faults:email-change',
    label: 'Requesting an e-mail change answers 500',
    group: 'Faults',
    handlers: faultHandlers('identity', ['requestEmailChange']),
    fault: { service: 'identity', kind: statusFaultKind(500) },
  },
  {
    id: 'faults:email-change-confirm',
    label: 'Confirming an e-mail change answers 500',
    group: 'Faults',
    handlers: faultHandlers('identity', ['confirmEmailChange']),
    fault: { service: 'identity', kind: statusFaultKind(500) },
  },
  {
    id: 'email-change:in-use',
    label: 'E-mail change: every address is already in use (409)',
    group: 'Account',
    exclusiveSet: 'Requesting an e-mail change',
    handlers: (ctx) => [
      operationAnswer(
        ctx,
        'identity',
        identityOperations,
        'requestEmailChange',
        409,
        'The e-mail address is already in use',
      ),
    ],
  },
  {
    id: 'email-change:rate-limited',
    label: 'E-mail change: too many requests (429)',
    group: 'Account',
    exclusiveSet: 'Requesting an e-mail change',
    handlers: (ctx) => [
      operationAnswer(
        ctx,
        'identity',
        identityOperations,
        'requestEmailChange',
        429,
        'Too many e-mail change requests; try again later',
        { 'Retry-After': '900' },
      ),
    ],
  },
  {
    id: 'faults:delete-account',
    label: 'Requesting the account deletion answers 500',
    group: 'Faults',
    handlers: faultHandlers('identity', ['requestAccountDeletion']),
    fault: { service: 'identity', kind: statusFaultKind(500) },
  },
  {
    id: 'faults:delete-account-confirm',
    label: 'Confirming the account deletion answers 500',
    group: 'Faults',
    handlers: faultHandlers('identity', ['confirmAccountDeletion']),
    fault: { service: 'identity', kind: statusFaultKind(500) },
  },
  {
    id: 'faults:public-config',
    label: 'Public configuration (menus, routes) answers 500: the app uses its fallback',
    group: 'Faults',
    handlers: faultHandlers('public-config', ['getPublicConfig']),
    fault: { service: 'public-config', kind: statusFaultKind(500) },
  },
  {
    id: 'faults:subscription-confirm',
    label: 'Confirming a newsletter subscription answers 500',
    group: 'Faults',
    handlers: faultHandlers('email-gateway', ['confirmSubscription']),
    fault: { service: 'email-gateway', kind: statusFaultKind(500) },
  },
  {
    id: 'faults:voucher-lookup',
    label: 'Looking up a voucher code answers 500',
    group: 'Faults',
    handlers: faultHandlers('vouchers', ['getVoucherOffer']),
    fault: { service: 'vouchers', kind: statusFaultKind(500) },
  },
  {
    id: 'faults:content',
    label: 'Article groups and campaigns (cut-off content) answer 500',
    group: 'Faults',
    handlers: faultHandlers('content', ['listArticleGroups', 'getCampaign']),
    fault: { service: 'content', kind: statusFaultKind(500) },
  },
  {
    id: 'latency:cutoff-slow',
    label: 'The campaigns (cut-off content) answer after 1 s, every other service at once',
    group: 'Latency',
    handlers: (ctx) => [
      http.get(mswPath(ctx.services.content!, contentOperations.getCampaign.path), async () => {
        await delay(1000)
        return undefined
      }),
    ],
  },
]

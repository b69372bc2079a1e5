import { http } from 'msw'
import { operationIndex as contentOperations } from '../../src/generated/content.operations'
import { operationIndex as customersOperations } from '../../src/generated/customers.operations'
import { operationIndex as emailGatewayOperations } from '../../src/generated/email-gateway.operations'
import { operationIndex as identityOperations } from '../../src/generated/identity.operations'
import { operationIndex as publicConfigOperations } from '../../src/generated/public-config.operations'
import { operationIndex as vouchersOperations } from '../../src/generated/vouchers.operations'
import type { MockContext } from '../context'
import { mswPath, type OperationIndex, operationFault, problem } from '../handlers/operation'
import type { Scenario } from './scenario'

/** A handler that answers one documented operation with a given error status, message and headers. */
function operationAnswer(
  ctx: MockContext,
  service: string,
  index: OperationIndex,
  operationId: string,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  const { method, path } = index[operationId]!
  return http[method](mswPath(ctx.services[service]!, path), () => {
    const response = problem(status, message)
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value)
    return response
  })
}

const fault =
  (service: string, index: OperationIndex, ...operationIds: string[]) =>
  (ctx: MockContext) =>
    operationIds.map((operationId) => operationFault(ctx, service, index, operationId, 500))

/** QA presets for this group's services (faults, states). */
export const accountScenarios: Scenario[] = [
  {
    id: 'faults:customer-load',
    label: 'Loading the customer (settings, shell) answers 500',
    group: 'Faults',
    handlers: fault('customers', customersOperations, 'getCustomer'),
  },
  {
    id: 'faults:customer-save',
    label: 'Saving personal details answers 500',
    group: 'Faults',
    handlers: fault('customers', customersOperations, 'updateCustomer'),
  },
  {
    id: 'faults:ftp-integration-save',
    label: 'Saving the FTP integration answers 500',
    group: 'Faults',
    handlers: fault('customers', customersOperations, 'updateFtpIntegration'),
  },
  {
    id: 'faults:address-save',
    label: 'Adding or changing an address answers 500',
    group: 'Faults',
    handlers: fault('customers', customersOperations, 'createAddress', 'updateAddress'),
  },
  {
    id: 'faults:address-delete',
    label: 'Deleting an address answers 500',
    group: 'Faults',
    handlers: fault('customers', customersOperations, 'deleteAddress'),
  },
  {
    id: 'faults:email-change',
    label: 'Requesting an e-mail change answers 500',
    group: 'Faults',
    handlers: fault('identity', identityOperations, 'requestEmailChange'),
  },
  {
    id: 'faults:email-change-confirm',
    label: 'Confirming an e-mail change answers 500',
    group: 'Faults',
    handlers: fault('identity', identityOperations, 'confirmEmailChange'),
  },
  {
    id: 'email-change:in-use',
    label: 'E-mail change: every address is already in use (409)',
    group: 'Account',
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
    handlers: fault('identity', identityOperations, 'requestAccountDeletion'),
  },
  {
    id: 'faults:delete-account-confirm',
    label: 'Confirming the account deletion answers 500',
    group: 'Faults',
    handlers: fault('identity', identityOperations, 'confirmAccountDeletion'),
  },
  {
    id: 'faults:public-config',
    label: 'Public configuration (menus, routes) answers 500: the app uses its fallback',
    group: 'Faults',
    handlers: fault('public-config', publicConfigOperations, 'getPublicConfig'),
  },
  {
    id: 'faults:subscription-confirm',
    label: 'Confirming a newsletter subscription answers 500',
    group: 'Faults',
    handlers: fault('email-gateway', emailGatewayOperations, 'confirmSubscription'),
  },
  {
    id: 'faults:voucher-lookup',
    label: 'Looking up a voucher code answers 500',
    group: 'Faults',
    handlers: fault('vouchers', vouchersOperations, 'getVoucherOffer'),
  },
  {
    id: 'faults:content',
    label: 'Article groups and campaigns (cut-off content) answer 500',
    group: 'Faults',
    handlers: fault('content', contentOperations, 'listArticleGroups', 'getCampaign'),
  },
]

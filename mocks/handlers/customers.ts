import { electronicFormatIBAN } from 'ibantools'
import type { components, operations } from '../../src/generated/customers'
import { operationIndex } from '../../src/generated/customers.operations'
import type { MockContext } from '../context'
import type { AddressRecord, CustomerRecord } from '../db/collections/account'
import { activeCustomer, nowIso } from './account/customer-records'
import { addressMessages, addressProblems, isValidPhoneNumber } from './address-rules'
import { entityTagOf, ifMatchAllows } from './entity-tag'
import { serviceOperations } from './operation'
import { paymentMethodProblems } from './payment-method-rules'

const { operation } = serviceOperations<operations>('customers', operationIndex)

type Customer = components['schemas']['Customer']
type Address = components['schemas']['Address']
type AddressInput = components['schemas']['AddressInput']

/** How many addresses an address book holds at most. */
export const addressBookLimit = 20

const accountDeleted = { message: 'The account is deleted' }
const addressNotFound = { message: 'No such address' }
const changedElsewhere = { message: 'The data was changed since it was read (If-Match)' }

/** Optional text as stored: trimmed, and left out when empty. */
function optionalText(value: string | undefined): string | undefined {
  const trimmed = value?.trim()
  return trimmed ? trimmed : undefined
}

function toAddress(record: AddressRecord): Address {
  const { sub: _sub, createdAt: _createdAt, ...address } = record
  return { ...address, etag: entityTagOf(address) }
}

/** The customer's own fields: what its entity tag covers (its addresses have tags of their own). */
function customerTagOf(record: CustomerRecord): string {
  const { sub: _sub, ...fields } = record
  return entityTagOf(fields)
}

/** An answer that carries the entity tag of what it holds. */
function tagged(response: Response, tag: string): Response {
  response.headers.set('ETag', tag)
  return response
}

function addressBook(ctx: MockContext, sub: string): AddressRecord[] {
  return ctx.db.addresses
    .findMany((q) => q.where({ sub }))
    .sort((a, b) => Number(b.isDefault) - Number(a.isDefault) || a.createdAt.localeCompare(b.createdAt))
}

function toCustomer(ctx: MockContext, record: CustomerRecord): Customer {
  const { sub, ...customer } = record
  return { ...customer, addresses: addressBook(ctx, sub).map(toAddress) }
}

/** The stored fields of an address as sent (the rules have passed). */
function addressFields(input: AddressInput) {
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    companyName: optionalText(input.companyName),
    streetName: input.streetName.trim(),
    streetNumber: optionalText(input.streetNumber),
    additionalInfo: optionalText(input.additionalInfo),
    postalCode: input.postalCode.trim(),
    city: input.city.trim(),
    countryCode: input.countryCode,
    phoneNumber: optionalText(input.phoneNumber),
  }
}

/** Makes `id` the only default address of the book. */
async function moveDefaultTo(ctx: MockContext, sub: string, id: string) {
  await ctx.db.addresses.updateMany((q) => q.where({ sub, isDefault: true }), {
    data(address) {
      address.isDefault = address.id === id
    },
  })
}

/** The customer service: the signed-in customer's details, address book and FTP integration. */
export function customersHandlers(ctx: MockContext) {
  return [
    operation(ctx, 'getCustomer', ({ user, reply }) => {
      const customer = activeCustomer(ctx, user.sub)
      if (!customer) return reply(404, accountDeleted)
      return tagged(reply(200, toCustomer(ctx, customer)), customerTagOf(customer))
    }),

    operation(ctx, 'updateCustomer', async ({ request, user, body, reply }) => {
      const customer = activeCustomer(ctx, user.sub)
      if (!customer) return reply(404, accountDeleted)
      if (!ifMatchAllows(request, customerTagOf(customer))) return reply(412, changedElsewhere)
      const details: string[] = []
      const phone = optionalText(body.phoneNumber)
      if (phone && !isValidPhoneNumber(phone)) details.push(addressMessages.phoneNumber)
      if (customer.isB2b && !body.company) details.push('company is required for business customers')
      if (!customer.isB2b && body.company) details.push('company is only for business customers')
      if (details.length > 0) return reply(400, { message: 'The personal details are not valid', details })
      const updatedAt = nowIso(ctx)
      const updated = await ctx.db.customers.update(customer, {
        data(record) {
          record.firstName = body.firstName.trim()
          record.lastName = body.lastName.trim()
          record.phoneNumber = phone
          record.company = body.company
            ? {
                name: body.company.name.trim(),
                vatNumber: optionalText(body.company.vatNumber),
                chamberOfCommerceNumber: optionalText(body.company.chamberOfCommerceNumber),
              }
            : undefined
          record.updatedAt = updatedAt
        },
      })
      ctx.db.changed()
      return tagged(reply(200, toCustomer(ctx, updated ?? customer)), customerTagOf(updated ?? customer))
    }),

    operation(ctx, 'updateFtpIntegration', async ({ user, body, reply }) => {
      const customer = activeCustomer(ctx, user.sub)
      if (!customer) return reply(404, accountDeleted)
      if (!customer.isB2b) return reply(403, { message: 'Only business customers have an FTP integration' })
      const updatedAt = nowIso(ctx)
      const updated = await ctx.db.customers.update(customer, {
        data(record) {
          record.ftpIntegration = { ...body.ftpIntegration }
          record.updatedAt = updatedAt
        },
      })
      ctx.db.changed()
      return tagged(reply(200, toCustomer(ctx, updated ?? customer)), customerTagOf(updated ?? customer))
    }),

    operation(ctx, 'updatePaymentMethod', async ({ user, body, reply }) => {
      const customer = activeCustomer(ctx, user.sub)
      if (!customer) return reply(404, accountDeleted)
      if (!customer.isB2b) return reply(403, { message: 'Only business customers choose a payment method' })
      const details = paymentMethodProblems(body)
      if (details.length > 0) return reply(400, { message: 'The payment method is not valid', details })
      const updatedAt = nowIso(ctx)
      const iban = electronicFormatIBAN(body.iban ?? '') ?? ''
      const updated = await ctx.db.customers.update(customer, {
        data(record) {
          record.paymentMethod =
            body.method === 'invoice'
              ? { method: 'invoice' }
              : {
                  method: 'directDebit',
                  accountHolder: body.accountHolder?.trim() ?? '',
                  ibanEnding: iban.slice(-4),
                  mandateGivenAt: updatedAt,
                }
          record.updatedAt = updatedAt
        },
      })
      ctx.db.changed()
      return tagged(reply(200, toCustomer(ctx, updated ?? customer)), customerTagOf(updated ?? customer))
    }),

    operation(ctx, 'listAddresses', ({ user, reply }) => {
      if (!activeCustomer(ctx, user.sub)) return reply(404, accountDeleted)
      return reply(200, { addresses: addressBook(ctx, user.sub).map(toAddress) })
    }),

    operation(ctx, 'createAddress', async ({ user, body, reply }) => {
      if (!activeCustomer(ctx, user.sub)) return reply(404, accountDeleted)
      const details = addressProblems(body)
      if (details.length > 0) return reply(400, { message: 'The address is not valid', details })
      const book = addressBook(ctx, user.sub)
      if (book.length >= addressBookLimit) {
        return reply(409, { message: `An address book holds at most ${addressBookLimit} addresses` })
      }
      const id = crypto.randomUUID()
      const isDefault = book.length === 0 || body.isDefault === true
      if (isDefault) await moveDefaultTo(ctx, user.sub, id)
      const created = await ctx.db.addresses.create({
        ...addressFields(body),
        id,
        sub: user.sub,
        isDefault,
        createdAt: nowIso(ctx),
      })
      ctx.db.changed()
      return reply(201, toAddress(created))
    }),

    operation(ctx, 'updateAddress', async ({ request, user, path, body, reply }) => {
      if (!activeCustomer(ctx, user.sub)) return reply(404, accountDeleted)
      const address = ctx.db.addresses.findFirst((q) => q.where({ id: path.id, sub: user.sub }))
      if (!address) return reply(404, addressNotFound)
      if (!ifMatchAllows(request, toAddress(address).etag ?? '')) return reply(412, changedElsewhere)
      const details = addressProblems(body)
      if (details.length > 0) return reply(400, { message: 'The address is not valid', details })
      if (body.isDefault === true && !address.isDefault) await moveDefaultTo(ctx, user.sub, address.id)
      const fields = addressFields(body)
      const makeDefault = body.isDefault === true
      const updated = await ctx.db.addresses.update((q) => q.where({ id: address.id }), {
        data(record) {
          Object.assign(record, fields)
          if (makeDefault) record.isDefault = true
        },
      })
      ctx.db.changed()
      const changed = toAddress(updated ?? address)
      return tagged(reply(200, changed), changed.etag ?? '')
    }),

    operation(ctx, 'deleteAddress', async ({ user, path, reply }) => {
      if (!activeCustomer(ctx, user.sub)) return reply(404, accountDeleted)
      const address = ctx.db.addresses.findFirst((q) => q.where({ id: path.id, sub: user.sub }))
      if (!address) return reply(404, addressNotFound)
      ctx.db.addresses.delete(address)
      if (address.isDefault) {
        const next = addressBook(ctx, user.sub)[0]
        if (next) {
          await ctx.db.addresses.update((q) => q.where({ id: next.id }), {
            data(record) {
              record.isDefault = true
            },
          })
        }
      }
      ctx.db.changed()
      return reply(204)
    }),
  ]
}

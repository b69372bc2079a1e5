import { getResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { entityTagOf, ifMatchAllows } from '../../mocks/handlers/entity-tag'
import { freshMockSession, type MockSession } from './mock-session'

// openapi/customers.yaml: ETag on the customer and each address, If-Match on their PUTs, 412 when it is not current.

let session: MockSession
let token: string
const customers = () => session.ctx.services.customers

const call = (method: string, path: string, options: { body?: unknown; ifMatch?: string } = {}) =>
  getResponse(
    session.handlers,
    new Request(`${customers()}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        ...(options.ifMatch ? { 'If-Match': options.ifMatch } : {}),
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    }),
  ) as Promise<Response>

const details = (lastName: string) => ({ firstName: 'Alex', lastName })

describe('entity tags of the customer service mocks', () => {
  beforeEach(async () => {
    session = await freshMockSession()
    token = await session.tokenOf('consumer')
  })

  it('tag the customer, refuse a PUT on an old tag with 412 and change nothing, and take one on the current tag', async () => {
    const read = await call('GET', '/customers/me')
    const tag = read.headers.get('ETag')
    expect(tag).toMatch(/^".+"$/)
    expect((await call('GET', '/customers/me')).headers.get('ETag')).toBe(tag)

    const elsewhere = await call('PUT', '/customers/me', { body: details('Jansen') })
    expect(elsewhere.status).toBe(200)
    const newTag = elsewhere.headers.get('ETag')
    expect(newTag).not.toBe(tag)

    const stale = await call('PUT', '/customers/me', { body: details('Smith'), ifMatch: tag! })
    expect(stale.status).toBe(412)
    expect((await (await call('GET', '/customers/me')).json()).lastName).toBe('Jansen')

    const current = await call('PUT', '/customers/me', { body: details('Smith'), ifMatch: newTag! })
    expect(current.status).toBe(200)
    expect((await current.json()).lastName).toBe('Smith')
  })

  it('keep the customer’s tag when only its address book changes', async () => {
    const tag = (await call('GET', '/customers/me')).headers.get('ETag')
    const { addresses } = await (await call('GET', '/customers/me/addresses')).json()
    const [first] = addresses as { id: string; etag: string }[]
    expect((await call('DELETE', `/customers/me/addresses/${first!.id}`)).status).toBe(204)
    expect((await call('GET', '/customers/me')).headers.get('ETag')).toBe(tag)
  })

  it('tag each address in the list, and refuse a PUT of an address changed since with 412', async () => {
    const { addresses } = await (await call('GET', '/customers/me/addresses')).json()
    const address = (addresses as Record<string, unknown>[])[0]!
    const { id, etag, isDefault: _, ...fields } = address as { id: string; etag: string; isDefault: boolean }
    expect(etag).toMatch(/^".+"$/)

    const changed = await call('PUT', `/customers/me/addresses/${id}`, {
      body: { ...fields, city: 'Haarlem' },
      ifMatch: etag,
    })
    expect(changed.status).toBe(200)
    const changedTag = changed.headers.get('ETag')
    expect(changedTag).toBe((await changed.json()).etag)
    expect(changedTag).not.toBe(etag)

    const stale = await call('PUT', `/customers/me/addresses/${id}`, {
      body: { ...fields, city: 'Utrecht' },
      ifMatch: etag,
    })
    expect(stale.status).toBe(412)
  })
})

describe('entityTagOf and ifMatchAllows', () => {
  it('a tag changes with the record and If-Match is compared strongly, with * and lists', () => {
    const tag = entityTagOf({ a: 1 })
    expect(entityTagOf({ a: 1 })).toBe(tag)
    expect(entityTagOf({ a: 2 })).not.toBe(tag)
    const withIfMatch = (value?: string) =>
      new Request('http://localhost/', value ? { headers: { 'If-Match': value } } : {})
    expect(ifMatchAllows(withIfMatch(), tag)).toBe(true)
    expect(ifMatchAllows(withIfMatch('*'), tag)).toBe(true)
    expect(ifMatchAllows(withIfMatch(`"other", ${tag}`), tag)).toBe(true)
    expect(ifMatchAllows(withIfMatch(`W/${tag}`), tag)).toBe(false)
    expect(ifMatchAllows(withIfMatch('"other"'), tag)).toBe(false)
  })
})

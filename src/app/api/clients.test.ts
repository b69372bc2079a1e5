// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { removeTokens, writeTokens } from '#app/platform/auth/token-store'
import { openApiServiceNames, type ServiceName } from '../../generated/services'
import { createClientFor, createClients, withClient } from './clients'
import { createServiceClient } from './create-service-client'

describe('third-party clients', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    removeTokens(undefined)
  })

  it('never send the customer’s bearer token, not even to their own origin', async () => {
    writeTokens({ accessToken: 'secret-token' }, undefined)
    const seen: Request[] = []
    vi.stubGlobal('fetch', async (request: Request) => {
      seen.push(request)
      return request.url.startsWith('https://ab.example')
        ? Response.json({ mbox: 'sample-test', variant: 'A' })
        : new Response(null, { status: 204 })
    })
    await createClientFor('ab-target', 'https://ab.example').GET('/v1/offers/{mbox}', {
      params: { path: { mbox: 'sample-test' }, query: { sessionId: 's' } },
    })
    await createServiceClient<Record<string, never>>('photos', 'https://photos.example').request(
      'get',
      '/users' as never,
    )
    expect(seen[0]!.headers.has('Authorization')).toBe(false)
    expect(seen[1]!.headers.get('Authorization')).toBe('Bearer secret-token')
  })
})

describe('createClients', () => {
  it('builds a service’s client on its first use, once', () => {
    const services = Object.fromEntries(openApiServiceNames.map((name) => [name, `https://${name}.example`]))
    const clients = createClients(services as Record<ServiceName, string>)
    const described = () => Object.getOwnPropertyDescriptor(clients, 'photos')!
    expect(described().get).toBeDefined()
    const photos = clients.photos
    expect(described()).toMatchObject({ value: photos })
    expect(clients.photos).toBe(photos)
    expect(Object.getOwnPropertyDescriptor(clients, 'orders')!.get).toBeDefined()
  })

  it('replaces one client and still builds the others on their first use', () => {
    const services = Object.fromEntries(openApiServiceNames.map((name) => [name, `https://${name}.example`]))
    const clients = createClients(services as Record<ServiceName, string>)
    const downloads = createClientFor('downloads', 'https://elsewhere.example')
    const replaced = withClient(clients, 'downloads', downloads)
    expect(replaced.downloads).toBe(downloads)
    expect(replaced.photos).toBe(clients.photos)
    expect(clients.downloads).not.toBe(downloads)
  })
})

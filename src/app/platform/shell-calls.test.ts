import createClient from 'openapi-fetch'
import { describe, expect, it } from 'vitest'
import mockConfig from '../../../public/config.json'
import type { paths as CustomersPaths } from '../../generated/customers'
import type { paths as PublicConfigPaths } from '../../generated/public-config'
import { routeTable } from '../routes'
import { signInCallbackPath } from './auth/sign-in'
import type { AppConfig } from './config'
import { shellCallsAt } from './shell-calls'

const config = mockConfig as unknown as AppConfig
const host = 'printbloom-gb.localhost:4173'

/** An address of the route: each parameter a value, an optional one left out. */
const addressOf = (path: string) => path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'x1')

describe('the shell’s calls', () => {
  it('are sent at every address the shell is drawn at outside the photo library, and nowhere else', () => {
    for (const [route, { path, area }] of Object.entries(routeTable)) {
      const address = addressOf(path)
      const expected = area === 'shell' && !address.startsWith('/my-photos')
      expect(shellCallsAt(address, host, config).length > 0, `${route} (${address}, ${area})`).toBe(expected)
    }
    expect(shellCallsAt(signInCallbackPath, host, config)).toEqual([])
  })

  it('are the URLs the service clients send for the customer and the storefront’s configuration', async () => {
    const sent: string[] = []
    const fetch = async (request: Request) => {
      sent.push(request.url)
      return Response.json({})
    }
    await createClient<CustomersPaths>({ baseUrl: config.services.customers, fetch }).GET('/customers/me')
    await createClient<PublicConfigPaths>({ baseUrl: config.services['public-config'], fetch }).GET(
      '/{host}',
      {
        params: { path: { host } },
      },
    )
    expect(shellCallsAt('/settings', host, config)).toEqual(sent)
  })
})

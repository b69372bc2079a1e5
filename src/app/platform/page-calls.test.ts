import createClient from 'openapi-fetch'
import { describe, expect, it } from 'vitest'
import mockConfig from '../../../public/config.json'
import type { paths as OrdersPaths } from '../../generated/orders'
import { routeTable } from '../routes'
import type { AppConfig } from './config'
import { pageCallsAt } from './page-calls'

const config = mockConfig as unknown as AppConfig

/** An address of the route: each parameter a value, an optional one left out. */
const addressOf = (path: string) => path.replace(/\/:\w+\?/g, '').replace(/:\w+/g, 'x1')

/** What the orders client sends for an order's details (queries/orders.ts). */
async function orderCallOf(code: string): Promise<string> {
  let sent = ''
  const fetch = async (request: Request) => {
    sent = request.url
    return Response.json({})
  }
  await createClient<OrdersPaths>({ baseUrl: config.services.orders, fetch }).GET('/v1/superorders/{code}', {
    params: { path: { code } },
  })
  return sent
}

describe('a page’s own first call', () => {
  it('is sent at an order’s address, and at no other route’s', () => {
    for (const [route, { path }] of Object.entries(routeTable)) {
      const calls = pageCallsAt(addressOf(path), config)
      expect(calls.length > 0, `${route} (${path})`).toBe(route === 'orderDetails')
    }
  })

  it('is the URL the orders client sends for the order the address names', async () => {
    expect(pageCallsAt('/orders/SO-100001-13', config)).toEqual([await orderCallOf('SO-100001-13')])
    // The router hands the page the decoded segment, which the client encodes again.
    expect(pageCallsAt('/orders/SO%201%2F%C3%A4', config)).toEqual([await orderCallOf('SO 1/ä')])
  })

  it('is nothing for an address whose segment is not valid percent-encoding', () => {
    expect(pageCallsAt('/orders/%E0%A4%A', config)).toEqual([])
  })
})

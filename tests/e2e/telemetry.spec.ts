import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { findPersona } from '../../mocks/db/personas'
import { collectorPath } from '../../mocks/handlers/collector'
import { correlationHeader } from '../../src/app/api/service-middleware'
import { startMockServerProcess } from '../support/mock-server-process'
import { portFor } from '../support/ports'
import { hide, receivedRecords, reporting } from './collector-records'
import { expect, tab, test } from './fixtures'

/**
 * Failures and Web Vitals reach the deployment's OpenTelemetry collector (decision 0034): here the mock server's
 * collector, which refuses anything that is not OTLP/HTTP JSON and gives back what it accepted.
 */

const mockConfig = JSON.parse(readFileSync(join(import.meta.dirname, '../../public/config.json'), 'utf8'))
let collector = ''
let stopMocks: () => void = () => {}

test.beforeAll(async () => {
  const mocks = await startMockServerProcess(await portFor('TELEMETRY_MOCK_PORT'), 'TELEMETRY_MOCK_PORT')
  stopMocks = mocks.stop
  collector = `${mocks.origin}${collectorPath}`
})

test.afterAll(() => stopMocks())

async function reportTo(page: Page) {
  await page
    .context()
    .route(/\/config\.json$/, (route) =>
      route.fulfill({ json: { ...mockConfig, reporting: { otlp: collector } } }),
    )
}

test.describe('reports to the collector', () => {
  test.use({ expectedConsoleErrors: /Request failed: GET \/customers\/customers\/me|status of 500/ })

  test('a failed call, with its correlation id and operation, and nothing personal', async ({
    page,
    openApp,
  }) => {
    await reportTo(page)
    const correlationIds: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/customers/customers/me')) {
        const id = request.headers()[correlationHeader.toLowerCase()]
        if (id) correlationIds.push(id)
      }
    })
    await openApp({ persona: 'consumer', path: '/settings', scenarios: ['faults:customer-load'] })
    await expect(page.getByText('An error occurred loading your settings.')).toBeVisible()
    await reporting(page)
    // The customer switches to another tab: the page is hidden, which sends what is left of the batch.
    await hide(page)

    await expect
      .poll(async () =>
        (await receivedRecords(collector)).find(
          ({ record }) =>
            record['event.name'] === 'app.failed_call' &&
            correlationIds.includes(String(record['app.correlation_id'])),
        ),
      )
      .toMatchObject({
        resource: {
          'service.name': 'photo-shop-account-area',
          'app.brand': 'printbloom-gb',
          'app.locale': 'en-GB',
        },
        record: {
          'app.route': 'settings',
          'app.operation_id': 'getCustomer',
          'http.request.method': 'GET',
          'http.response.status_code': '500',
          'url.path': '/customers/customers/me',
        },
      })
    const everything = JSON.stringify(await (await fetch(`${collector}/received`)).json())
    const persona = findPersona('consumer')!
    expect(everything).not.toContain(persona.email)
    expect(everything).not.toMatch(/Bearer|eyJ[\w-]{10,}\./)
    expect(everything).not.toMatch(/Alex|Morgan/)
  })
})

test.describe('Web Vitals', () => {
  // INP counts interactions of 40 ms or more (web-vitals' threshold): a fast click leaves none, so it is not asked for
  // here; the unit test of the reporter sees it observed.
  test('with analytics consent: LCP and CLS of the route, with their rating', async ({ page, openApp }) => {
    await reportTo(page)
    await openApp({ persona: 'consumer', path: '/orders', query: { 'mock-consent': '10' } })
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
    await reporting(page)
    await tab(page, 'History').click()
    await expect(tab(page, 'History')).toHaveAttribute('aria-current', 'page')
    // The customer switches to another tab: the Web Vitals give their final values.
    await hide(page)

    await expect
      .poll(async () =>
        (await receivedRecords(collector))
          .filter(
            ({ record }) => record['event.name'] === 'browser.web_vital' && record['app.route'] === 'orders',
          )
          .map(({ record }) => record.name)
          .filter((name) => name !== 'INP')
          .sort(),
      )
      .toEqual(['CLS', 'LCP'])
    const lcp = (await receivedRecords(collector)).find(({ record }) => record.name === 'LCP')!.record
    expect(lcp.rating).toMatch(/^(good|needs-improvement|poor)$/)
  })
})

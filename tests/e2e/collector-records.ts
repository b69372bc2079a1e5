// What the mock server's OpenTelemetry collector received (mocks/handlers/collector.ts), and how a page is made to
// send what it holds: telemetry.spec.ts and production-build.spec.ts.
import { expect, type Page } from '@playwright/test'
import type { ExportLogsServiceRequestBody } from '../../mocks/telemetry/otlp-logs-schema'

/** The reporter loads once the first screen has had its turn; a customer reads the page meanwhile. */
export async function reporting(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('data-reporting', 'on')
}

/**
 * What the browser does when the customer switches tabs or leaves: the page becomes hidden. Dispatched here, as
 * web-vitals' own tests do: the headless browser keeps every page visible, and a page being left cannot answer the
 * mock service worker that carries its requests in mock mode (production has no service worker).
 */
export async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
}

type Attributes = Record<string, string | number | boolean>

/** Every log record the collector at `collector` (its base URL) accepted, with its resource's attributes. */
export async function receivedRecords(
  collector: string,
): Promise<{ resource: Attributes; record: Attributes }[]> {
  const requests = (await (await fetch(`${collector}/received`)).json()) as ExportLogsServiceRequestBody[]
  const values = (list: { key: string; value: Record<string, string | number | boolean> }[]) =>
    Object.fromEntries(list.map(({ key, value }) => [key, Object.values(value)[0]!]))
  return requests.flatMap((request) =>
    request.resourceLogs.flatMap((resourceLog) =>
      resourceLog.scopeLogs.flatMap((scopeLog) =>
        scopeLog.logRecords.map((record) => ({
          resource: values(resourceLog.resource.attributes),
          record: values(record.attributes ?? []),
        })),
      ),
    ),
  )
}

import { type HttpHandler, HttpResponse, http } from 'msw'
import type { MockContext } from '../context'
import { type ExportLogsServiceRequestBody, exportLogsServiceRequest } from '../telemetry/otlp-logs-schema'

/** The mock OpenTelemetry collector's path under the mocks' origin: config.json's `reporting.otlp` points here. */
export const collectorPath = '/otlp'

const received = new WeakMap<MockContext, ExportLogsServiceRequestBody[]>()

/**
 * An OpenTelemetry collector's OTLP/HTTP logs receiver (decision 0034): a request that is not an
 * ExportLogsServiceRequest in JSON is refused with 400 and says why; the accepted ones can be read back from
 * `GET {collectorPath}/received` (newest last), for tests and for a developer looking at what the app reports.
 */
export function collectorHandlers(ctx: MockContext): HttpHandler[] {
  const reports = () => {
    const list = received.get(ctx) ?? []
    received.set(ctx, list)
    return list
  }
  return [
    http.post(`*${collectorPath}/v1/logs`, async ({ request }) => {
      if (!/^application\/json\b/.test(request.headers.get('content-type') ?? '')) {
        return HttpResponse.json({ message: 'Content-Type must be application/json' }, { status: 415 })
      }
      const parsed = exportLogsServiceRequest.safeParse(await request.json().catch(() => undefined))
      if (!parsed.success) {
        return HttpResponse.json(
          {
            message: 'Not an ExportLogsServiceRequest',
            problems: parsed.error.issues.map((issue) => issue.message),
          },
          { status: 400 },
        )
      }
      reports().push(parsed.data)
      return HttpResponse.json({ partialSuccess: {} })
    }),
    http.get(`*${collectorPath}/received`, () => HttpResponse.json(reports())),
  ]
}

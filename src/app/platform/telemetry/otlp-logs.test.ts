import { describe, expect, it } from 'vitest'
import { exportLogsServiceRequest } from '../../../../mocks/telemetry/otlp-logs-schema'
import { exportLogsRequest, logRecord, scrubbed } from './otlp-logs'

const reporter = { release: '2026.11.26', brand: 'printbloom-gb', locale: 'en-GB' }
const at = Date.UTC(2026, 10, 26, 12, 0, 0)

const attributes = (record: ReturnType<typeof logRecord>) =>
  Object.fromEntries(record.attributes.map(({ key, value }) => [key, Object.values(value)[0]]))

describe('OTLP/HTTP JSON log records', () => {
  it('reports a failed call with its operation, status, stripped path and correlation id', () => {
    const record = logRecord(
      {
        kind: 'failed-call',
        call: {
          method: 'GET',
          loggablePath: '/orders/v2/superorders/',
          kind: 'status',
          status: 503,
          operationId: 'getSuperorders',
          correlationId: 'c0ffee00-0000-4000-8000-000000000001',
        },
      },
      'orders',
      at,
    )
    expect(record).toMatchObject({
      timeUnixNano: '1795694400000000000',
      severityNumber: 17,
      severityText: 'ERROR',
    })
    expect(attributes(record)).toEqual({
      'event.name': 'app.failed_call',
      'app.route': 'orders',
      'http.request.method': 'GET',
      'url.path': '/orders/v2/superorders/',
      'http.response.status_code': '503',
      'error.type': 'status',
      'app.operation_id': 'getSuperorders',
      'app.correlation_id': 'c0ffee00-0000-4000-8000-000000000001',
    })
  })

  it('keeps e-mail addresses, tokens and long numbers out of an error’s text', () => {
    expect(
      scrubbed(
        'No user alex.morgan@example.com with token eyJhbGciOiJIUzI1.eyJzdWIiOiJ1c2VyIn0.sig-sig for 0612345678',
      ),
    ).toBe('No user [e-mail] with token [token] for [number]')
    const record = logRecord(
      {
        kind: 'uncaught-error',
        type: 'TypeError',
        message: 'x of alex@example.com',
        stack: 'at f (a.js:1:2)',
      },
      'photos',
      at,
    )
    expect(attributes(record)['exception.message']).toBe('x of [e-mail]')
  })

  it('builds a request the collector’s schema accepts, naming the release, brand and locale', () => {
    const request = exportLogsRequest(reporter, [
      logRecord({ kind: 'web-vital', name: 'CLS', value: 0.0312, rating: 'good', id: 'v5-1' }, 'orders', at),
      logRecord(
        { kind: 'csp-violation', directive: 'script-src-elem', blockedOrigin: 'https://evil.example' },
        'home',
        at,
      ),
    ])
    expect(exportLogsServiceRequest.safeParse(request).success).toBe(true)
    expect(request.resourceLogs[0]!.resource.attributes).toContainEqual({
      key: 'service.version',
      value: { stringValue: '2026.11.26' },
    })
    expect(JSON.stringify(request)).toContain('{"key":"value","value":{"doubleValue":0.0312}}')
  })
})

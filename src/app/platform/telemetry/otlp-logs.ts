import type { TelemetryEvent } from './telemetry-queue'

/**
 * OpenTelemetry's OTLP/HTTP JSON encoding of log records (opentelemetry-proto, ExportLogsServiceRequest; int64
 * values as decimal strings, as the protobuf JSON mapping has them). Every event is a log record whose
 * `event.name` says what it is; attribute names follow the semantic conventions where one exists (`http.*`,
 * `url.path`, `exception.*`) and carry the prefix `app.` otherwise.
 */
type AnyValue = { stringValue: string } | { intValue: string } | { doubleValue: number }
export interface KeyValue {
  key: string
  value: AnyValue
}
export interface OtlpLogRecord {
  timeUnixNano: string
  severityNumber: number
  severityText: string
  eventName: string
  body: { stringValue: string }
  attributes: KeyValue[]
}
export interface ExportLogsServiceRequest {
  resourceLogs: {
    resource: { attributes: KeyValue[] }
    scopeLogs: { scope: { name: string; version: string }; logRecords: OtlpLogRecord[] }[]
  }[]
}

/** Who is reporting: never who is signed in. */
export interface Reporter {
  release: string
  brand: string
  locale: string
}

const severity = { ERROR: 17, WARN: 13, INFO: 9 } as const

function keyValues(values: Record<string, string | number | undefined>): KeyValue[] {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ({
      key,
      value:
        typeof value === 'string'
          ? { stringValue: value }
          : Number.isInteger(value)
            ? { intValue: String(value) }
            : { doubleValue: value },
    }))
}

/** E-mail addresses, tokens and long numbers (ids, phone numbers) never leave in an error's text. */
export function scrubbed(text: string): string {
  return text
    .replace(/[^\s@<>()"']+@[^\s@<>()"']+\.[a-z]{2,}/gi, '[e-mail]')
    .replace(/\bey[\w-]{10,}\.[\w-]{10,}\.[\w-]*/g, '[token]')
    .replace(/\d{4,}/g, '[number]')
    .slice(0, 2000)
}

function describe(event: TelemetryEvent): {
  name: string
  level: keyof typeof severity
  body: string
  attributes: Record<string, string | number | undefined>
} {
  switch (event.kind) {
    case 'failed-call': {
      const { call } = event
      return {
        name: 'app.failed_call',
        level: 'ERROR',
        body: `${call.method} ${call.loggablePath} failed: ${call.kind}`,
        attributes: {
          'http.request.method': call.method,
          'url.path': call.loggablePath,
          // 0: no answer came.
          'http.response.status_code': call.status || undefined,
          'error.type': call.kind,
          'app.operation_id': call.operationId,
          'app.correlation_id': call.correlationId,
        },
      }
    }
    case 'uncaught-error':
      return {
        name: 'exception',
        level: 'ERROR',
        body: scrubbed(event.message),
        attributes: {
          'exception.type': event.type,
          'exception.message': scrubbed(event.message),
          'exception.stacktrace': event.stack === undefined ? undefined : scrubbed(event.stack),
        },
      }
    case 'csp-violation':
      return {
        name: 'browser.csp_violation',
        level: 'WARN',
        body: `${event.directive} blocked ${event.blockedOrigin}`,
        attributes: { 'app.csp.directive': event.directive, 'app.csp.blocked_origin': event.blockedOrigin },
      }
    case 'web-vital':
      return {
        name: 'browser.web_vital',
        level: 'INFO',
        body: `${event.name} ${event.value}`,
        attributes: { name: event.name, value: event.value, rating: event.rating, id: event.id },
      }
  }
}

/** One record, stamped with the time and the route it happened on (a route's name, never its ids). */
export function logRecord(event: TelemetryEvent, route: string, timeMs: number): OtlpLogRecord {
  const { name, level, body, attributes } = describe(event)
  return {
    timeUnixNano: `${BigInt(Math.round(timeMs)) * 1_000_000n}`,
    severityNumber: severity[level],
    severityText: level,
    eventName: name,
    body: { stringValue: body },
    attributes: keyValues({ 'event.name': name, 'app.route': route, ...attributes }),
  }
}

export function exportLogsRequest(reporter: Reporter, records: OtlpLogRecord[]): ExportLogsServiceRequest {
  return {
    resourceLogs: [
      {
        resource: {
          attributes: keyValues({
            'service.name': 'photo-shop-account-area',
            'service.version': reporter.release,
            'app.brand': reporter.brand,
            'app.locale': reporter.locale,
          }),
        },
        scopeLogs: [
          { scope: { name: 'photo-shop-account-area', version: reporter.release }, logRecords: records },
        ],
      },
    ],
  }
}

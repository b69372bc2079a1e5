import * as z from 'zod'

/**
 * OTLP/HTTP JSON's ExportLogsServiceRequest (opentelemetry-proto, logs/v1 and common/v1), as a collector reads it:
 * the mock collector refuses anything else with 400, as an OpenTelemetry Collector's otlphttp receiver does.
 * int64 fields are decimal strings (the protobuf JSON mapping); unknown fields are refused, so a misspelt one fails.
 */
const int64 = z.string().regex(/^\d+$/)

const anyValue = z.union([
  z.strictObject({ stringValue: z.string() }),
  z.strictObject({ intValue: int64 }),
  z.strictObject({ doubleValue: z.number() }),
  z.strictObject({ boolValue: z.boolean() }),
])

const keyValue = z.strictObject({ key: z.string().min(1), value: anyValue })

const logRecord = z.strictObject({
  timeUnixNano: int64,
  observedTimeUnixNano: int64.optional(),
  severityNumber: z.number().int().min(1).max(24),
  severityText: z.string().optional(),
  eventName: z.string().optional(),
  body: anyValue.optional(),
  attributes: z.array(keyValue).optional(),
  traceId: z.string().optional(),
  spanId: z.string().optional(),
})

export const exportLogsServiceRequest = z.strictObject({
  resourceLogs: z.array(
    z.strictObject({
      resource: z.strictObject({ attributes: z.array(keyValue) }),
      scopeLogs: z.array(
        z.strictObject({
          scope: z.strictObject({ name: z.string(), version: z.string().optional() }),
          logRecords: z.array(logRecord).min(1),
        }),
      ),
    }),
  ),
})
export type ExportLogsServiceRequestBody = z.infer<typeof exportLogsServiceRequest>

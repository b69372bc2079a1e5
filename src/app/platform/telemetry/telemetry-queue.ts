// What the app reports to the deployment's collector (decision 0034). Small, for the data layer's failed calls:
// events wait here, at most `waitingLimit` of them, until the reporter (reporter.ts, loaded after the first screen
// when config.json names a collector) takes them; without a collector they are never sent.

/** What a failed call's report needs: the data layer's ApiError has these (its path with digits stripped). */
export interface FailedCall {
  method: string
  loggablePath: string
  kind: string
  /** 0 when no answer came. */
  status: number
  operationId: string | undefined
  correlationId: string
}

export type TelemetryEvent =
  | {
      kind: 'failed-call'
      /** The data layer's error as it is (reporter.ts reads what it reports): little code on the first load's path. */
      call: FailedCall
    }
  | { kind: 'uncaught-error'; type: string; message: string; stack?: string | undefined }
  | { kind: 'csp-violation'; directive: string; blockedOrigin: string }
  | { kind: 'web-vital'; name: string; value: number; rating: string; id: string }

const waitingLimit = 50
const waiting: TelemetryEvent[] = []
let deliver: ((event: TelemetryEvent) => void) | undefined

export function reportTelemetry(event: TelemetryEvent): void {
  if (deliver) deliver(event)
  else if (waiting.length < waitingLimit) waiting.push(event)
}

/** The reporter takes the events that waited, then every new one. */
export function receiveTelemetry(listener: (event: TelemetryEvent) => void): void {
  deliver = listener
  for (const event of waiting.splice(0)) listener(event)
}

/** A request the contract suite sends: a concrete path, and the query and body if any. */
export interface SampleRequest {
  path: string
  query?: Record<string, string>
  body?: unknown
  /** The persona whose data the path refers to (default: consumer). */
  persona?: string
}

export type SampleRequests = Record<string, SampleRequest>

import type { SampleRequests } from './sample'

/** Requests the contract suite sends to the widget service's operations that need path parameters or a body. */
export const widgetsSamples: SampleRequests = {}

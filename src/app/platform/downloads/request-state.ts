/**
 * The request states (docs/requirements/entities.md#entities-request-state): every async operation is one of these;
 * reset returns to NotRequested.
 */
export type RequestState =
  | { status: 'NotRequested' }
  | { status: 'InProgress' }
  | { status: 'Finished' }
  | { status: 'Failed'; correlationId?: string }

export const notRequested: RequestState = { status: 'NotRequested' }
export const inProgress: RequestState = { status: 'InProgress' }
export const finished: RequestState = { status: 'Finished' }

import type { SampleRequests } from './sample'

/** Requests the contract suite sends to the saved project service's operations that need path parameters or a body. */
export const projectsSamples: SampleRequests = {
  // The consumer's second page (13 projects, 10 a page).
  listProjects: { path: '/api/v2/projects/100001', query: { skip: '10', limit: '10' } },
  // The consumer's 13th project (stableUuid('100001/project/13')).
  deleteProject: { path: '/api/v2/project/c1676cda-0f65-4ed9-a56b-c0495d6fb83e' },
}

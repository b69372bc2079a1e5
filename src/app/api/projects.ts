import type { paths } from '../../generated/projects'
import { createServiceClient } from './create-service-client'

export type { components as ProjectsSchemas } from '../../generated/projects'

export type ProjectsClient = ReturnType<typeof createProjectsClient>

export function createProjectsClient(baseUrl: string) {
  return createServiceClient<paths>(baseUrl)
}
